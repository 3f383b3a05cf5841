import CollectionLayouts

/// One of a front's layout classes with its configuration, as a value: what each front's public
/// `CollectionLayoutStyle` holds (`.carousel(.standard)`, `.circlePack(.dense)` and so on), with
/// `Base` the front's base layout class. Two styles are equal when they are the same class with
/// equal configurations.
package struct AdapterLayoutStyle<Base: AnyObject>: Hashable, Sendable {
    /// The layout class.
    private let layoutClass: ObjectIdentifier
    /// The configuration, compared and hashed as itself.
    private let configuration: any Hashable & Sendable
    /// A new layout of this style.
    private let make: @MainActor @Sendable () -> Base
    /// Gives a layout of this style's class this configuration; false for another class.
    private let apply: @MainActor @Sendable (Base) -> Bool

    /// The style of `Layout` with `configuration`; `base` is the layout as the front's base class
    /// (`{ $0 }`: a class cannot be written to inherit from a generic parameter).
    package init<Layout: ConfigurableAdapterLayout>(
        _: Layout.Type, configuration: Layout.Layout.Configuration,
        base: @escaping @MainActor @Sendable (Layout) -> Base
    ) {
        layoutClass = ObjectIdentifier(Layout.self)
        self.configuration = configuration
        make = { base(Layout(configuration: configuration)) }
        apply = { layout in
            guard let layout = layout as? Layout else { return false }
            layout.configuration = configuration
            return true
        }
    }

    /// A new layout of this style: the class of its layout, with its configuration.
    @MainActor
    package func makeLayout() -> Base {
        make()
    }

    /// Gives `layout` this style's configuration if it is this style's class of layout (it
    /// invalidates itself when the configuration differs); false, changing nothing, for another.
    @MainActor
    package func update(_ layout: Base) -> Bool {
        apply(layout)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.layoutClass == rhs.layoutClass && AnyHashable(lhs.configuration) == AnyHashable(rhs.configuration)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(layoutClass)
        hasher.combine(AnyHashable(configuration))
    }
}
