// This folder's other files are links to the UIKit front's Shared folder: one source that both
// fronts compile, which tells them apart by COLLECTION_LAYOUTS_APPKIT, defined for this target only
// (Package.swift). A compiler run without it would build those files with the UIKit front's guard
// and imports into this module: it stops here instead, saying what is missing.
#if !COLLECTION_LAYOUTS_APPKIT
#error("CollectionLayoutsAppKit compiles with -D COLLECTION_LAYOUTS_APPKIT, as Package.swift defines it")
#endif
