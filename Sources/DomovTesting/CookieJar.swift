import Foundation
import HTTPTypes
import HummingbirdTesting

/// The cookies a browser would keep: updated from each response's Set-Cookie headers and
/// sent back in a Cookie header.
public struct CookieJar: Sendable, Equatable {
    public private(set) var values: [String: String] = [:]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Stores what the response set; a cookie set empty or with Max-Age=0 is removed.
    public mutating func update(from response: TestResponse) {
        for cookie in response.setCookies {
            if cookie.value.isEmpty || cookie.attributes["max-age"] == "0" {
                values[cookie.name] = nil
            } else {
                values[cookie.name] = cookie.value
            }
        }
    }

    /// The value of a Cookie request header, or nil when the jar is empty.
    public var headerValue: String? {
        values.isEmpty ? nil : values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }
}

/// One Set-Cookie header, parsed.
public struct SetCookie: Sendable, Equatable {
    public let name: String
    public let value: String
    /// Attribute names in lowercase; flags such as HttpOnly have an empty value.
    public let attributes: [String: String]
    public let raw: String

    public init?(header: String) {
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let equals = first.firstIndex(of: "=") else { return nil }
        name = String(first[..<equals])
        value = String(first[first.index(after: equals)...])
        var attributes: [String: String] = [:]
        for part in parts.dropFirst() {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            attributes[pieces[0].lowercased()] = pieces.count > 1 ? pieces[1] : ""
        }
        self.attributes = attributes
        raw = header
    }

    public var isHttpOnly: Bool { attributes["httponly"] != nil }
    public var sameSite: String? { attributes["samesite"] }
    public var isSecure: Bool { attributes["secure"] != nil }
}
