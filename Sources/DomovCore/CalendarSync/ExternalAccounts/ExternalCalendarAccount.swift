import Foundation

/// A calendar server where the user keeps calendars too (iCloud, Fastmail, Nextcloud, Google's
/// CalDAV endpoint, a Radicale at home), synced both ways with Domov over CalDAV.
///
/// Each calendar found on the server is synced with a personal calendar of its own in Domov
/// (`ExternalCalendar`): personal, because the account is one person's, and what syncs into
/// someone's iCloud must not be another member's items. Like subscriptions, an account is its
/// owner's alone, kept in the household it was added in.
///
/// The app password is kept sealed (`CredentialSealing`): Domov must send it to the server, so
/// unlike its own secrets it cannot be hashed. An account connected through OAuth 2.0 (Google's
/// CalDAV takes nothing else) keeps its refresh token sealed in the same place instead; access
/// tokens are short-lived and never stored.
public struct ExternalCalendarAccount: Sendable, Equatable {
    public let id: ID<ExternalCalendarAccount>
    public let householdID: ID<Household>
    public let ownerID: ID<User>
    /// The address the user gave: the server, the principal or the calendar home.
    public var serverURL: String
    /// The user name; for an OAuth account, the address the provider vouched for.
    public var username: String
    /// The app password, sealed; for an OAuth account, its refresh token, sealed.
    public var sealedPassword: String
    public var authentication: ExternalAccountAuthentication
    public var lastSyncAt: Date?
    /// Why the last sync failed as a whole; nil after a good one.
    public var problem: ExternalCalendarProblem?
    public var nextSyncAt: Date
    public let createdAt: Date

    public init(
        id: ID<ExternalCalendarAccount>, householdID: ID<Household>, ownerID: ID<User>, serverURL: String, username: String,
        sealedPassword: String, authentication: ExternalAccountAuthentication = .password, lastSyncAt: Date? = nil,
        problem: ExternalCalendarProblem? = nil, nextSyncAt: Date, createdAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.ownerID = ownerID
        self.serverURL = serverURL
        self.username = username
        self.sealedPassword = sealedPassword
        self.authentication = authentication
        self.lastSyncAt = lastSyncAt
        self.problem = problem
        self.nextSyncAt = nextSyncAt
        self.createdAt = createdAt
    }

    public static let maximumPerUser = 10
    public static let usernameMaximumLength = 320
    public static let passwordMaximumLength = 500
    /// How often each account is synced: changes made on a phone show in Domov within this.
    public static let syncInterval: TimeInterval = 900
    /// After a failure, later: a server that refuses the password is not asked every minute.
    public static let retryInterval: TimeInterval = 1_800
    /// After the provider refused the refresh token (revoked, expired): only the user can mend
    /// that by connecting again, so the sync does not knock every round meanwhile.
    public static let reconnectRetryInterval: TimeInterval = 86_400

    /// The address, user name and password as typed, or every field's problem.
    public static func validated(url rawURL: String, username rawUsername: String, password: String) throws(ValidationFailure) -> (
        url: String, username: String
    ) {
        var errors = FieldErrorCollector()
        let url = errors.check { () throws(FieldError) in try CalendarSubscription.validURL(rawURL) }
        let username = errors.check { () throws(FieldError) in
            try TextRules.requiredText(rawUsername, field: "username", maximumLength: usernameMaximumLength)
        }
        if password.isEmpty {
            errors.add("password", .required)
        } else if password.count > passwordMaximumLength {
            errors.add("password", .tooLong(maximum: passwordMaximumLength))
        }
        try errors.throwIfAny()
        return (url!, username!)
    }
}

/// Why talking to a calendar server failed, as the account (or its form) shows it.
public enum ExternalCalendarProblem: Sendable, Hashable, Error {
    /// No answer: DNS, connection refused, TLS, or the timeout.
    case unreachable
    /// 401 or 403: the user name or app password is wrong, or the server wants another kind.
    case unauthorized
    /// The server answered, but found no CalDAV calendars there.
    case notCalDAV
    /// Another HTTP status where CalDAV expects success.
    case status(Int)
    /// The address is on a loopback or private network, which this server does not reach.
    case privateAddress
    /// The sealed password cannot be opened (the server's credentials key changed): type it again.
    case passwordUnreadable
    /// The OAuth provider refused the refresh token (`invalid_grant`: access revoked or expired):
    /// the user connects the account again.
    case reconnect

    /// As stored: "unreachable", "unauthorized", "not-caldav", "status:500", "private-address",
    /// "password-unreadable", "reconnect".
    public var code: String {
        switch self {
        case .unreachable: "unreachable"
        case .unauthorized: "unauthorized"
        case .notCalDAV: "not-caldav"
        case .status(let status): "status:\(status)"
        case .privateAddress: "private-address"
        case .passwordUnreadable: "password-unreadable"
        case .reconnect: "reconnect"
        }
    }

    public init?(code: String) {
        switch code {
        case "unreachable": self = .unreachable
        case "unauthorized": self = .unauthorized
        case "not-caldav": self = .notCalDAV
        case "private-address": self = .privateAddress
        case "password-unreadable": self = .passwordUnreadable
        case "reconnect": self = .reconnect
        default:
            guard code.hasPrefix("status:"), let status = Int(code.dropFirst("status:".count)) else { return nil }
            self = .status(status)
        }
    }

    /// The form field the problem belongs to when an account is added.
    public var field: String {
        switch self {
        case .unauthorized, .passwordUnreadable, .reconnect: "password"
        case .unreachable, .notCalDAV, .status, .privateAddress: "url"
        }
    }
}

/// How Domov signs in to an external account's server.
public enum ExternalAccountAuthentication: Sendable, Hashable {
    /// HTTP Basic with the user name and app password.
    case password
    /// A bearer access token from the sign-in provider with this id, renewed with the sealed
    /// refresh token (RFC 6749 §6).
    case oauth(provider: String)

    /// As stored: "password" or "oauth:<provider>".
    public var code: String {
        switch self {
        case .password: "password"
        case .oauth(let provider): "oauth:" + provider
        }
    }

    public init?(code: String) {
        if code == "password" {
            self = .password
        } else if code.hasPrefix("oauth:"), code.count > "oauth:".count {
            self = .oauth(provider: String(code.dropFirst("oauth:".count)))
        } else {
            return nil
        }
    }

    public var provider: String? {
        if case .oauth(let provider) = self { provider } else { nil }
    }
}

/// Seals secrets Domov must be able to read again (an external account's app password), with
/// a key kept outside the database, so a copy of the database or a backup alone does not give
/// them away.
public protocol CredentialSealing: Sendable {
    func seal(_ secret: String) throws -> String
    /// Throws when the text was sealed with another key or altered.
    func open(_ sealed: String) throws -> String
}
