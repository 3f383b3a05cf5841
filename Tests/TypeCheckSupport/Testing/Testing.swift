// Not swift-testing: the few Testing declarations the adapter tests use, so that
// Scripts/ios-typecheck can type-check the tests against the macOS SDK, which ships no Testing
// module. Excluded from the SwiftPM target (Package.swift `exclude:`): `swift test` builds the tests
// against the real Testing. Each macro keeps the signature swift-testing declares (Swift 6.1+), so
// that every macro argument and every test body is checked as it would be; what the macros expand
// to is not: the expansions come from two trivial macros of the toolchain's TestingMacros plugin.
// `@Test` and `@Suite` expand to nothing (PragmaMacro, the one behind `@__testing`), so a
// parameterised test's parameters are not checked against its `arguments:`; `#expect`, `#require`
// and `#_sourceLocation` expand to `Testing.SourceLocation.__here()` (SourceLocationMacro), of the
// type each macro returns. Add a declaration here when a test starts using another Testing API.
import Foundation

// MARK: - Traits and comments

/// A trait of a test or a suite.
public protocol Trait: Sendable {}

/// A trait of a test function.
public protocol TestTrait: Trait {}

/// A trait of a suite type.
public protocol SuiteTrait: Trait {}

/// A comment on an expectation (written as a string literal or interpolation).
public struct Comment: ExpressibleByStringInterpolation, Equatable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }
}

/// A location in source code.
public struct SourceLocation: Hashable, Sendable {
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The expansion of every macro here: the location, or a value of the macro's result type.
    public static func __here(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `#expect`'s expansion.
    public static func __here(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {}

    /// `#require`'s expansion: throws, as `#require` does, and returns the unwrapped value.
    public static func __here<T>(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) throws -> T {
        fatalError("type-check only")
    }
}

// MARK: - Macros (signatures as swift-testing declares them)

@attached(peer) public macro Suite(_ displayName: _const String? = nil, _ traits: any SuiteTrait...) =
    #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@attached(peer) public macro Test(_ displayName: _const String? = nil, _ traits: any TestTrait...) =
    #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@attached(peer) public macro Test<C>(
    _ displayName: _const String? = nil, _ traits: any TestTrait...,
    arguments collection: C
) =
    #externalMacro(module: "TestingMacros", type: "PragmaMacro")
where C: Collection, C: Sendable, C.Element: Sendable

@freestanding(expression) public macro _sourceLocation() -> SourceLocation =
    #externalMacro(module: "TestingMacros", type: "SourceLocationMacro")

@freestanding(expression) public macro expect(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) =
    #externalMacro(module: "TestingMacros", type: "SourceLocationMacro")

@freestanding(expression) public macro require<T>(
    _ optionalValue: T?, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T =
    #externalMacro(module: "TestingMacros", type: "SourceLocationMacro")

// MARK: - Issues

/// An issue a test records.
public struct Issue: Sendable {
    /// Records an issue with `comment`.
    @discardableResult
    public static func record(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        fatalError("type-check only")
    }
}

/// Runs `body`, whose issues are known: they do not fail the test (and none recorded, when not
/// intermittent, is an issue).
public func withKnownIssue(
    _ comment: Comment? = nil, isIntermittent: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {}
