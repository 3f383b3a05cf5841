// The engine, for every file of this module and for its clients: LayoutFuzzing's API is written in
// the engine's types (layouts, environments, attributes), so whoever uses it uses the engine too.
// Fuzz/run.sh compiles this module's files into the engine's own module (FUZZ_SINGLE_MODULE),
// where there is nothing to import.
#if !FUZZ_SINGLE_MODULE
@_spi(Tools) @_exported import CollectionLayouts
#endif
