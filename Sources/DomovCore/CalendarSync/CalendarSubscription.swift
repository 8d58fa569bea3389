import Foundation

/// An external calendar a user follows by its iCalendar address: a Google or Outlook
/// calendar's secret address, a public holidays feed. Read-only: Domov fetches it on a
/// schedule (`CalendarSubscriptionRefresh`) and shows its events beside the planner's, never
/// as planner items, so nothing of it can be edited or leak into the household's calendar.
/// Like a personal calendar it is its owner's alone, kept in the household it was added in.
public struct CalendarSubscription: Sendable, Equatable {
    public let id: ID<CalendarSubscription>
    public let householdID: ID<Household>
    public let ownerID: ID<User>
    public var name: String
    /// "#rrggbb".
    public var color: String
    /// An http or https address (webcal:// is read as https://).
    public var url: String
    /// The validators of the last good answer, sent back as If-None-Match / If-Modified-Since.
    public var etag: String?
    public var lastModified: String?
    /// The last good calendar text; kept through failed refreshes, so events stay shown.
    public var calendarText: String
    public var lastSuccessAt: Date?
    public var lastAttemptAt: Date?
    /// Why the last refresh failed; nil after a good one.
    public var problem: CalendarSubscriptionProblem?
    public var nextRefreshAt: Date
    public let createdAt: Date

    public init(
        id: ID<CalendarSubscription>, householdID: ID<Household>, ownerID: ID<User>, name: String, color: String, url: String,
        etag: String? = nil, lastModified: String? = nil, calendarText: String = "", lastSuccessAt: Date? = nil,
        lastAttemptAt: Date? = nil, problem: CalendarSubscriptionProblem? = nil, nextRefreshAt: Date, createdAt: Date
    ) {
        self.id = id
        self.householdID = householdID
        self.ownerID = ownerID
        self.name = name
        self.color = color
        self.url = url
        self.etag = etag
        self.lastModified = lastModified
        self.calendarText = calendarText
        self.lastSuccessAt = lastSuccessAt
        self.lastAttemptAt = lastAttemptAt
        self.problem = problem
        self.nextRefreshAt = nextRefreshAt
        self.createdAt = createdAt
    }

    public static let urlMaximumLength = 2_000
    public static let maximumPerUser = 20
    /// How often a feed is fetched: often enough for a shared calendar, rarely enough to be polite.
    public static let refreshInterval: TimeInterval = 3_600
    /// After a failure, sooner: a server that was down for a moment is tried again.
    public static let retryInterval: TimeInterval = 900
    /// The most a feed may hold; a larger answer is refused (and the last good one kept).
    public static let maximumBytes = 5 << 20

    /// The name, colour and address as typed, or every field's problem.
    public static func validated(name rawName: String, color rawColor: String, url rawURL: String) throws(ValidationFailure) -> (
        name: String, color: String, url: String
    ) {
        var errors = FieldErrorCollector()
        let name = errors.check { () throws(FieldError) in
            try TextRules.requiredText(rawName, field: "name", maximumLength: PlannerCalendar.nameMaximumLength)
        }
        let color = errors.check { () throws(FieldError) in
            rawColor.isEmpty ? PlannerCalendar.defaultColor : try PlannerCategory.validColor(rawColor)
        }
        let url = errors.check { () throws(FieldError) in try validURL(rawURL) }
        try errors.throwIfAny()
        return (name!, color!, url!)
    }

    /// http and https addresses with a host; webcal:// (what Apple and some sites link) is https.
    public static func validURL(_ raw: String, field: String = "url") throws(FieldError) -> String {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw FieldError(field, .required) }
        guard text.count <= urlMaximumLength else { throw FieldError(field, .tooLong(maximum: urlMaximumLength)) }
        if text.lowercased().hasPrefix("webcal://") { text = "https://" + text.dropFirst("webcal://".count) }
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty, components.user == nil
        else { throw FieldError(field, .invalidValue) }
        return text
    }
}

/// Why a refresh failed, as the subscription shows it.
public enum CalendarSubscriptionProblem: Sendable, Equatable {
    /// No answer: DNS, connection refused, TLS, or the timeout.
    case unreachable
    /// An HTTP status other than 200 and 304 (404 for an address that was revoked).
    case status(Int)
    /// An answer that is not an iCalendar VCALENDAR.
    case notICalendar
    /// An answer larger than `CalendarSubscription.maximumBytes`.
    case tooLarge
    /// The address is on a loopback or private network, which this server does not fetch from.
    case privateAddress

    /// As stored: "unreachable", "status:404", "not-icalendar", "too-large", "private-address".
    public var code: String {
        switch self {
        case .unreachable: "unreachable"
        case .status(let status): "status:\(status)"
        case .notICalendar: "not-icalendar"
        case .tooLarge: "too-large"
        case .privateAddress: "private-address"
        }
    }

    public init?(code: String) {
        switch code {
        case "unreachable": self = .unreachable
        case "not-icalendar": self = .notICalendar
        case "too-large": self = .tooLarge
        case "private-address": self = .privateAddress
        default:
            guard code.hasPrefix("status:"), let status = Int(code.dropFirst("status:".count)) else { return nil }
            self = .status(status)
        }
    }
}

/// Where subscriptions live.
public protocol CalendarSubscriptionRepository: Sendable {
    /// The user's subscriptions: in one household, or in all of them for nil; by name.
    func subscriptions(ownerID: ID<User>, householdID: ID<Household>?) async throws -> [CalendarSubscription]
    func subscription(id: ID<CalendarSubscription>) async throws -> CalendarSubscription?
    func create(_ subscription: CalendarSubscription) async throws
    /// Saves everything but the id, owner, household and creation time.
    func update(_ subscription: CalendarSubscription) async throws
    func delete(id: ID<CalendarSubscription>) async throws -> Bool
    /// Those due for a refresh at `now`, most overdue first.
    func due(at now: Date, limit: Int) async throws -> [CalendarSubscription]
}
