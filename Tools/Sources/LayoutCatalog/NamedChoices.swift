/// The names of an option's choices and the values they stand for, so that the name of a value and
/// the value of a name are written once: `horizontal` ↔ `ScrollAxis.horizontal`.
package struct NamedChoices<Value: Equatable & Sendable>: Sendable {
    /// The names and their values, in the order help lists them.
    package let cases: [(name: String, value: Value)]

    package init(_ cases: [(name: String, value: Value)]) {
        self.cases = cases
    }

    /// Every name.
    package var names: [String] { cases.map(\.name) }

    /// The name of `value`, or nil when no choice has it.
    package func name(of value: Value) -> String? {
        cases.first { $0.value == value }?.name
    }

    /// The value called `name`, or nil.
    package func value(named name: String) -> Value? {
        cases.first { $0.name == name }?.value
    }

    /// An option taking one of these names, with `value`'s name as its default (nil: no default).
    package func option(_ name: String, _ help: String, default value: Value?, note: String? = nil) -> CatalogOption {
        CatalogOption(
            name: name, kind: .choice(names), placeholder: names.joined(separator: "|"), help: help,
            defaultValue: value.flatMap(self.name(of:)), defaultNote: note)
    }
}

extension NamedChoices where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// Every case, named by its raw value.
    package static var rawValues: NamedChoices<Value> {
        NamedChoices(Value.allCases.map { ($0.rawValue, $0) })
    }
}
