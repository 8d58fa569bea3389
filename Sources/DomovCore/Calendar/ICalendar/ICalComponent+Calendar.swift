extension ICalComponent {
    /// A VCALENDAR as Domov writes one (feeds, stored objects): version 2.0, the Gregorian
    /// calendar, `productID` naming the module, and the calendar's display name if it has one.
    public static func calendar(productID: String, name: String? = nil, components: [ICalComponent] = []) -> ICalComponent {
        var properties = [
            ICalProperty(name: "VERSION", value: "2.0"),
            ICalProperty(name: "PRODID", value: productID),
            ICalProperty(name: "CALSCALE", value: "GREGORIAN"),
        ]
        if let name { properties.append(.text("X-WR-CALNAME", name)) }
        return ICalComponent(name: "VCALENDAR", properties: properties, components: components)
    }
}
