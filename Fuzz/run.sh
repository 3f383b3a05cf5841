#!/usr/bin/env bash
# Fuzzes one layout with libFuzzer for a bounded time.
#
#   Fuzz/run.sh LAYOUT [SECONDS] [extra libFuzzer flags…]
#
# LAYOUT is a LayoutKind's name (circles, carousel, gallery, grid, wheel) or `all`; SECONDS defaults to 60.
# LAYOUT `sessions` fuzzes app sessions through the UIKit adapters instead (Fuzz/SessionFuzzMain.swift:
# the engine, the adapter core, LayoutFuzzing, UIKitStandIn and CollectionLayoutsUIKit built as
# modules of their own, with the session files of Tests/CollectionLayoutsUIKitTests/Sessions; corpus
# Fuzz/corpus/sessions;
# FUZZ_SESSION_LAYOUT=carousel, … fuzzes one layout's sessions).
# Builds Fuzz/FuzzMain.swift with the engine's and LayoutFuzzing's sources into one binary
# (swiftc -sanitize=fuzzer,address, no SwiftPM), runs it over a copy of the committed corpus
# Fuzz/corpus/LAYOUT, and leaves everything it makes under fuzz-out/ (git-ignored): the binary,
# the grown corpus (fuzz-out/corpus/LAYOUT), crash files (fuzz-out/crashes/LAYOUT) and the log.
# A crash file replays with: fuzz-out/fuzz-layouts fuzz-out/crashes/LAYOUT/crash-…
# Set FUZZ_NICE=1 to run at low priority. Exit status: 0 when no input broke a promise.
set -euo pipefail
cd "$(dirname "$0")/.."

layout=${1:?usage: Fuzz/run.sh LAYOUT [SECONDS] [libFuzzer flags…]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))

out=fuzz-out
binary=$out/fuzz-layouts
mkdir -p "$out/crashes/$layout" "$out/corpus/$layout"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name CollectionLayouts -swift-version 6)
max_len=512
if [[ $layout == sessions ]]; then
    # Sessions: each library target a module of its own (the adapters import the engine, the core
    # and the stand-in; the session files import all five, the adapters @testable), then the
    # session files and the entry point linked with them.
    binary=$out/fuzz-sessions
    modules=$out/session-modules
    session_files=()
    for file in Tests/CollectionLayoutsUIKitTests/Sessions/Session*.swift; do
        case $file in
        *PropertyTests.swift | *RegressionTests.swift) ;; # Swift Testing's, not the fuzzer's
        *) session_files+=("$file") ;;
        esac
    done
    sources=(Sources/CollectionLayouts/*/*.swift Sources/LayoutFuzzing/*.swift Sources/LayoutFuzzing/*/*.swift
        Sources/CollectionLayoutsAdapterCore/*.swift Sources/UIKitStandIn/*.swift Sources/CollectionLayoutsUIKit/*.swift
        Sources/CollectionLayoutsUIKit/Shared/*.swift
        "${session_files[@]}" Tests/CollectionLayoutsUIKitTests/Support/DropReorderingApp.swift Fuzz/SessionFuzzMain.swift)
    # A session's steps are drawn eight bytes at a time: 4 KB hold the property suite's 100 steps.
    max_len=4096
else
    sources=(Sources/CollectionLayouts/*/*.swift Sources/LayoutFuzzing/*.swift Sources/LayoutFuzzing/*/*.swift Fuzz/FuzzMain.swift)
fi
# sed, not head: head stops reading after one line, and ls, writing a list longer than its 4 KB buffer,
# then dies of SIGPIPE, which pipefail turns into the script's exit status (141).
newest=$(ls -t "${sources[@]}" Fuzz/run.sh | sed -n 1p)
if [[ ! -x $binary || $newest -nt $binary ]]; then
    echo "== building $binary"
    if [[ $layout == sessions ]]; then
        mkdir -p "$modules"
        # module name, then its sources; each library static, with its module for the next ones.
        build_module() {
            local name=$1
            shift
            # A fresh archive: ar adds to an existing one, which keeps the objects of renamed files.
            rm -f "$modules/lib$name.a"
            swiftc "${flags[@]}" -enable-testing -I "$modules" -module-name "$name" -emit-module \
                -emit-module-path "$modules/$name.swiftmodule" -emit-library -static \
                -o "$modules/lib$name.a" "$@" 2>&1 | { grep -v "Cannot export local symbol" || true; }
        }
        build_module CollectionLayouts Sources/CollectionLayouts/*/*.swift
        build_module CollectionLayoutsAdapterCore Sources/CollectionLayoutsAdapterCore/*.swift
        build_module LayoutFuzzing Sources/LayoutFuzzing/*.swift Sources/LayoutFuzzing/*/*.swift
        build_module UIKitStandIn Sources/UIKitStandIn/*.swift
        build_module CollectionLayoutsUIKit Sources/CollectionLayoutsUIKit/*.swift Sources/CollectionLayoutsUIKit/Shared/*.swift
        # Every object of every archive: a linker keeps only the archive members whose symbols are
        # used, and a protocol conformance that only a dynamic cast finds uses none (SwiftPM, and
        # the tests, link each module's objects whole).
        archives=()
        for name in CollectionLayoutsUIKit UIKitStandIn LayoutFuzzing CollectionLayoutsAdapterCore CollectionLayouts; do
            archives+=(-Xlinker "$modules/lib$name.a")
        done
        swiftc "${flags[@]}" -I "$modules" -module-name SessionFuzzing "${session_files[@]}" \
            Tests/CollectionLayoutsUIKitTests/Support/DropReorderingApp.swift Fuzz/SessionFuzzMain.swift \
            -Xlinker --whole-archive "${archives[@]}" -Xlinker --no-whole-archive \
            -o "$binary" 2>&1 | { grep -v "Cannot export local symbol" || true; }
    else
        swiftc "${flags[@]}" -module-name CollectionLayouts -D FUZZ_SINGLE_MODULE "${sources[@]}" -o "$binary" 2>&1 \
            | { grep -v "Cannot export local symbol" || true; }
    fi
fi

# Start from the committed seeds; keep what earlier runs found.
if [[ -d Fuzz/corpus/$layout ]]; then cp -n Fuzz/corpus/"$layout"/* "$out/corpus/$layout/" 2>/dev/null || true; fi

prefix=()
if [[ ${FUZZ_NICE:-0} == 1 ]]; then prefix=(nice -n 10); fi
echo "== fuzzing $layout for $seconds s"
FUZZ_LAYOUT=$layout SWIFT_BACKTRACE=enable=no "${prefix[@]}" "$binary" "$out/corpus/$layout" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$out/crashes/$layout/" "$@" 2>&1 | tee "$out/$layout.log" | grep -E "^#|ERROR|broke|==|stat::" | tail -40
status=${PIPESTATUS[0]}
exit "$status"
