import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore

extension TestResponse {
    /// The body as UTF-8 text.
    public var text: String { String(buffer: body) }

    public var setCookies: [SetCookie] {
        headers[values: .setCookie].compactMap(SetCookie.init(header:))
    }

    public func setCookie(named name: String) -> SetCookie? {
        setCookies.last { $0.name == name }
    }

    public var location: String? { headers[.location] }
    public var contentType: String? { headers[.contentType] }

    /// The `_csrf` hidden input of the page, if it has a form.
    public var csrfField: String? { HTMLScraper.inputValue(named: "_csrf", in: text) }

    /// Decodes a JSON body (an API answer or a problem document).
    public func json<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Value.self, from: Data(body.readableBytesView))
    }

    /// A body that is a JSON object, for looking at a few keys without declaring a type.
    public func jsonObject() throws -> [String: Any] {
        (try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any]) ?? [:]
    }
}

/// An RFC 9457 problem document as the API sends it.
public struct ProblemDocument: Decodable, Sendable, Equatable {
    public struct FieldMessage: Decodable, Sendable, Equatable {
        public let field: String
        public let message: String
    }

    public let type: String
    public let title: String
    public let status: Int
    public let detail: String?
    public let errors: [FieldMessage]?
}
