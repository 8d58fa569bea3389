import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import Synchronization

/// Sends encrypted push messages (RFC 8030) with VAPID (RFC 8292) through AsyncHTTPClient.
/// Never throws: every result, including transport failures, is a `WebPushOutcome`.
public struct WebPushSender: Sendable {
    private let httpClient: HTTPClient
    private let keys: VAPIDKeys
    private let subject: String
    private let encryptor: WebPushPayloadEncryptor
    private let timeout: TimeAmount
    /// Which hosts pushes may go to: any member can register an endpoint, so without it the
    /// server would POST into its own network for them (server-side request forgery).
    private let policy: OutboundAddressPolicy
    private let now: @Sendable () -> Date
    private let logger: Logger
    /// Signed VAPID headers by audience (the push service's origin). A token may be used for many
    /// messages until it expires (RFC 8292 section 2); signing one for every message cost nearly
    /// as much as encrypting it. One is reused while at least half of its lifetime is left.
    private let tokens = TokenCache()

    private final class TokenCache: Sendable {
        let headers = Mutex<[String: (header: String, expiration: Date)]>([:])
    }

    /// The client push messages go through by default: without tracing, which otherwise makes a
    /// span (a no-op one unless the process set up a tracer) for every message.
    public static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.tracing.tracer = nil
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// - Parameters:
    ///   - subject: `mailto:` or `https:` contact for push services (the VAPID `sub`);
    ///     anything else throws `WebPushError.invalidSubject`.
    ///   - timeout: bound on the whole request, connection included.
    ///   - policy: checked before every request; the default takes public https:// hosts only.
    ///   - now: the clock, for the token's expiry and HTTP-date Retry-After values.
    public init(
        httpClient: HTTPClient = WebPushSender.client,
        keys: VAPIDKeys,
        subject: String,
        encryptor: WebPushPayloadEncryptor = WebPushPayloadEncryptor(),
        timeout: TimeAmount = .seconds(30),
        policy: OutboundAddressPolicy = OutboundAddressPolicy(),
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "domov.delivery.webpush")
    ) throws(WebPushError) {
        guard subject.hasPrefix("mailto:") || subject.hasPrefix("https:") else { throw .invalidSubject(subject) }
        self.httpClient = httpClient
        self.keys = keys
        self.subject = subject
        self.encryptor = encryptor
        self.timeout = timeout
        self.policy = policy
        self.now = now
        self.logger = logger
    }

    public func send<Payload: Collection<UInt8>>(
        _ payload: Payload, to subscription: WebPushSubscription, options: WebPushOptions = WebPushOptions()
    ) async -> WebPushOutcome {
        guard let endpoint = URL(string: subscription.endpoint), let audience = VAPIDToken.origin(of: endpoint) else {
            return .invalidSubscription(reason: "endpoint is not an http(s) URL")
        }
        let body: [UInt8]
        let authorization: String
        do {
            body = try encryptor.encrypt(payload, for: subscription)
            authorization = try authorizationHeader(for: audience)
        } catch {
            switch error {
            case .payloadTooLarge: return .payloadTooLarge(status: nil)
            case .invalidSubscription(let reason), .invalidEndpoint(let reason): return .invalidSubscription(reason: reason)
            case .invalidKey(let reason), .invalidSubject(let reason):
                // Only reachable with an injected encryptor or subject checked at init: refused here.
                return .rejected(status: 0, reason: reason)
            }
        }

        do {
            try await policy.check(secureURL: subscription.endpoint)
        } catch OutboundAddressPolicy.Refusal.unresolvable(let host) {
            return .transportFailure(reason: "cannot resolve \(host)")
        } catch {
            return .refusedEndpoint(reason: "\(error)")
        }

        var request = HTTPClientRequest(url: subscription.endpoint)
        request.method = .POST
        request.headers.add(name: "TTL", value: String(options.ttl))
        request.headers.add(name: "Urgency", value: options.urgency.rawValue)
        if let topic = options.topic { request.headers.add(name: "Topic", value: topic.value) }
        request.headers.add(name: "Content-Encoding", value: "aes128gcm")
        request.headers.add(name: "Content-Type", value: "application/octet-stream")
        request.headers.add(name: "Authorization", value: authorization)
        request.body = .bytes(ByteBuffer(bytes: body))

        let status: Int
        let headers: HTTPHeaders
        let responseText: String
        do {
            let response = try await httpClient.execute(request, timeout: timeout, logger: logger)
            status = Int(response.status.code)
            headers = response.headers
            let bytes = try await response.body.collect(upTo: 16 * 1024)
            responseText = String(buffer: bytes)
        } catch {
            logger.debug("push failed", metadata: ["error": "\(error)"])
            return .transportFailure(reason: String(describing: error))
        }
        return Self.outcome(status: status, retryAfter: headers.first(name: "Retry-After"), body: responseText, now: now())
    }

    /// The `Authorization` header for a push service (by its origin): a cached one while it has
    /// at least half its lifetime left, else a freshly signed token.
    private func authorizationHeader(for audience: String) throws(WebPushError) -> String {
        let date = self.now()
        let token = try VAPIDToken(audience: audience, subject: subject, now: date)
        let cached = tokens.headers.withLock { $0[audience] }
        if let cached, cached.expiration.timeIntervalSince(date) >= token.expiration.timeIntervalSince(date) / 2 {
            return cached.header
        }
        let header = token.authorizationHeader(signedWith: keys)
        tokens.headers.withLock { $0[audience] = (header, token.expiration) }
        return header
    }

    /// Maps the push service's answer (RFC 8030 sections 5, 6.2, 7.3, 8.4).
    static func outcome(status: Int, retryAfter: String?, body: String, now: Date) -> WebPushOutcome {
        switch status {
        case 200..<300:
            return .delivered(status: status)
        case 404, 410:
            return .subscriptionGone(status: status)
        case 413:
            return .payloadTooLarge(status: status)
        case 429, 500..<600:
            return .retryLater(status: status, retryAfter: retryAfter.flatMap { parseRetryAfter($0, now: now) })
        default:
            let reason = body.trimmingCharacters(in: .whitespacesAndNewlines)
            return .rejected(status: status, reason: String(reason.prefix(1000)))
        }
    }

    /// Retry-After is delay-seconds or an HTTP-date (RFC 9110 section 10.2.3).
    static func parseRetryAfter(_ value: String, now: Date) -> Double? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(value), seconds >= 0 { return Double(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        guard let date = formatter.date(from: value) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
