import Foundation

/// One content line of a component: name, parameters in order, and the value exactly as
/// written (still TEXT-escaped). Typed readers and builders live in `ICalProperty+Values`.
///
/// Keeping the raw value means unknown and X- properties, and values Domov does not
/// understand, are written back unchanged.
public struct ICalProperty: Hashable, Sendable {
    /// As written; compare with `hasName(_:)`, names are case-insensitive.
    public var name: String
    public var parameters: [ICalParameter]
    /// The raw value text after the first unquoted ':'.
    public var value: String

    public init(name: String, parameters: [ICalParameter] = [], value: String) {
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    public func hasName(_ other: String) -> Bool {
        name.equalsIgnoringCase(other)
    }

    /// The first parameter with this name (case-insensitive), joined if multi-valued.
    public func parameter(_ name: String) -> String? {
        parameters.first { $0.hasName(name) }?.value
    }

    /// All values of a parameter, e.g. the members of `MEMBER="a","b"`.
    public func parameterValues(_ name: String) -> [String] {
        parameters.first { $0.hasName(name) }?.values ?? []
    }

    /// Sets (replacing in place, keeping order) or with nil removes a parameter.
    public mutating func setParameter(_ name: String, _ values: [String]?) {
        if let values {
            if let index = parameters.firstIndex(where: { $0.hasName(name) }) {
                parameters[index] = ICalParameter(name: parameters[index].name, values: values)
            } else {
                parameters.append(ICalParameter(name: name, values: values))
            }
        } else {
            parameters.removeAll { $0.hasName(name) }
        }
    }

    public mutating func setParameter(_ name: String, _ value: String?) {
        setParameter(name, value.map { [$0] })
    }

    /// The unfolded content line, `NAME;PARAM=x:value`, without line break.
    public var contentLine: String {
        var line = name
        for parameter in parameters { line += ";" + parameter.serialized }
        return line + ":" + value
    }
}
