import DomovCore
import DomovOutbound
import Foundation

/// What the settings page's script posts: the browser's `PushSubscription.toJSON()` plus a label.
struct PushSubscriptionRequest: Decodable, Sendable {
    struct Keys: Decodable, Sendable {
        var p256dh: String?
        var auth: String?
    }

    var endpoint: String?
    var keys: Keys?
    var label: String?

    /// The subscription to store, or each field's problem. The keys must be usable for
    /// encryption (RFC 8291), so a broken subscription is refused here, not at every reminder.
    func validated(id: ID<PushSubscription>, userID: ID<User>, now: Date) throws -> PushSubscription {
        var errors = FieldErrorCollector()
        let endpoint = (endpoint ?? "").trimmingCharacters(in: .whitespaces)
        if endpoint.isEmpty {
            errors.add("endpoint", .required)
        } else if let url = URL(string: endpoint), ["https", "http"].contains(url.scheme?.lowercased()), url.host != nil {
            if endpoint.count > 2000 { errors.add("endpoint", .tooLong(maximum: 2000)) }
        } else {
            errors.add("endpoint", .invalidValue)
        }
        let p256dh = keys?.p256dh ?? "", auth = keys?.auth ?? ""
        if Base64URL.decode(p256dh)?.count != 65 { errors.add("keys.p256dh", p256dh.isEmpty ? .required : .invalidValue) }
        if Base64URL.decode(auth)?.count != 16 { errors.add("keys.auth", auth.isEmpty ? .required : .invalidValue) }
        try errors.throwIfAny()
        let label = (label ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return PushSubscription(
            id: id, userID: userID, endpoint: endpoint, p256dh: p256dh, auth: auth,
            label: String((label.isEmpty ? "?" : label).prefix(PushSubscription.labelMaximumLength)), createdAt: now
        )
    }

    /// Refuses an endpoint the sender would refuse anyway (not https://, or on a loopback or
    /// private network), so a member learns of it now rather than never getting a reminder.
    /// The sender checks again before every message: the name may resolve elsewhere by then.
    static func checkReachable(_ endpoint: String, policy: OutboundAddressPolicy) async throws {
        do {
            try await policy.check(secureURL: endpoint)
        } catch OutboundAddressPolicy.Refusal.notHTTPS {
            throw ValidationFailure("endpoint", .requiresHTTPS)
        } catch OutboundAddressPolicy.Refusal.unresolvable {
            throw ValidationFailure("endpoint", .unknownHost)
        } catch {
            throw ValidationFailure("endpoint", .privateAddress)
        }
    }
}
