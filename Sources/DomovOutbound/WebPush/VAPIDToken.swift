import Crypto
import DomovCore
import Foundation

/// A VAPID claim (RFC 8292 section 2): an ES256-signed JWT naming the push service's origin,
/// an expiry at most 24 hours ahead, and how the push service can reach the operator.
public struct VAPIDToken: Sendable, Hashable {
    /// The origin of the push endpoint, e.g. `https://fcm.googleapis.com`.
    public var audience: String
    /// `mailto:admin@example.org` or an `https:` URL.
    public var subject: String
    public var expiration: Date

    /// RFC 8292 section 2: the expiry must not be more than 24 hours from the request.
    public static let maximumLifetime: TimeInterval = 24 * 60 * 60

    /// - Parameters:
    ///   - endpoint: the subscription's push endpoint; its origin becomes the audience.
    ///   - lifetime: capped at 24 hours.
    public init(endpoint: URL, subject: String, now: Date, lifetime: TimeInterval = 12 * 60 * 60) throws(WebPushError) {
        guard let origin = Self.origin(of: endpoint) else { throw .invalidEndpoint(endpoint.absoluteString) }
        try self.init(audience: origin, subject: subject, now: now, lifetime: lifetime)
    }

    /// For a push service whose origin (`origin(of:)`) is known already.
    init(audience: String, subject: String, now: Date, lifetime: TimeInterval = 12 * 60 * 60) throws(WebPushError) {
        guard subject.hasPrefix("mailto:") || subject.hasPrefix("https:") else {
            throw .invalidSubject(subject)
        }
        self.audience = audience
        self.subject = subject
        // Whole seconds, and never past the limit once truncated.
        expiration = Date(timeIntervalSince1970: (now.timeIntervalSince1970 + min(lifetime, Self.maximumLifetime)).rounded(.down))
    }

    /// The signed JWT: base64url(header).base64url(claims).base64url(r || s).
    public func jwt(signedWith keys: VAPIDKeys) -> String {
        let header = #"{"typ":"JWT","alg":"ES256"}"#
        let claims =
            "{\"aud\":\(Self.jsonString(audience)),\"exp\":\(Int(expiration.timeIntervalSince1970)),\"sub\":\(Self.jsonString(subject))}"
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        // swift-crypto's ECDSA is randomized (not RFC 6979) and its raw form is the JWS r || s.
        let signature = try! keys.privateKey.signature(for: Data(signingInput.utf8))
        return signingInput + "." + Base64URL.encode(signature.rawRepresentation)
    }

    /// The `Authorization` header value (RFC 8292 section 3): `vapid t=<jwt>, k=<public key>`.
    public func authorizationHeader(signedWith keys: VAPIDKeys) -> String {
        "vapid t=\(jwt(signedWith: keys)), k=\(keys.applicationServerKey)"
    }

    /// scheme://host[:port], the port only when it is not the scheme's default.
    static func origin(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        if let port = components.port, port != defaultPort {
            return "\(scheme)://\(hostText):\(port)"
        }
        return "\(scheme)://\(hostText)"
    }

    private static func jsonString(_ text: String) -> String {
        let data = try! JSONEncoder().encode([text])
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
