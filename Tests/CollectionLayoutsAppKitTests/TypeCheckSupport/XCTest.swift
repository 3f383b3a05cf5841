// Not XCTest: the few XCTest declarations the AppKit tests use, with the signatures of Apple's
// XCTest (Xcode 16), so that `Scripts/ios-typecheck --sdk macos14.0` can type-check the tests
// against the macOS SDK, which ships no XCTest. Excluded from the SwiftPM target (Package.swift
// `exclude:`): `swift test` on macOS builds the tests against the real XCTest. Keep each signature as Apple declares it; add a
// declaration here when a test starts using another XCTest call.
import Foundation

/// XCTest's abstract base of test cases and suites (an Objective-C class, not actor-isolated).
open class XCTest: NSObject {}

/// The test case class: its `test…` methods are the tests. Not actor-isolated in Xcode 16; the
/// AppKit tests isolate each test method to the main actor instead.
open class XCTestCase: XCTest {}

public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) where T: Equatable {
    fatalError("type-check only")
}

public func XCTAssertEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    accuracy: T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) where T: FloatingPoint {
    fatalError("type-check only")
}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fatalError("type-check only")
}

public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fatalError("type-check only")
}

public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fatalError("type-check only")
}

public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T {
    fatalError("type-check only")
}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    fatalError("type-check only")
}

public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    fatalError("type-check only")
}

public func XCTAssertNotEqual<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    accuracy: T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
    line: UInt = #line
) where T: FloatingPoint {
    fatalError("type-check only")
}

public func XCTAssertGreaterThan<T>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
    fatalError("type-check only")
}
