import Foundation

/// The ways a notice reaches a person. The in-app inbox always gets it; push and email
/// follow the person's settings.
public enum NotificationChannel: String, Sendable, CaseIterable, Codable {
    case inApp = "in-app"
    case push
    case email
}

/// What a notice is about, so that editing or deleting it can find and re-plan its notices.
public struct NotificationSource: Hashable, Sendable {
    /// The module that planned it: "planner", later "chores" and "name-days".
    public let module: String
    /// The thing in that module, e.g. a planner item's id.
    public let id: String

    public init(module: String, id: String) {
        self.module = module
        self.id = id
    }

    public static let plannerModule = "planner"

    public static func planner(_ id: ID<PlannerItem>) -> NotificationSource {
        NotificationSource(module: plannerModule, id: id.description)
    }
}

/// One thing to tell one person at one time: a planner reminder, a chore turning critical.
/// It is a row in the database from the moment it is planned, so it survives restarts; it
/// shows in the person's inbox once due, and push and email deliveries are made from it.
public struct Notice: Sendable, Equatable {
    public let id: ID<Notice>
    public let userID: ID<User>
    public let source: NotificationSource
    /// The subject, as its source names it (an item's title); shown as typed.
    public let title: String
    /// When the thing itself happens (an occurrence's start, a due time), for the message.
    public let eventAt: Date?
    /// Whether `eventAt` is a whole day rather than a time.
    public let eventIsAllDay: Bool
    /// Where the notice leads when opened: a path on this server.
    public let link: String
    /// When it should reach the person.
    public let dueAt: Date
    public let createdAt: Date
    public var readAt: Date?
    /// When the dispatcher handed it to the channels; nil while it waits.
    public var dispatchedAt: Date?
    /// Sent after its time because the server was down then.
    public var wasLate: Bool

    public init(
        id: ID<Notice>, userID: ID<User>, source: NotificationSource, title: String, eventAt: Date?, eventIsAllDay: Bool = false,
        link: String, dueAt: Date, createdAt: Date, readAt: Date? = nil, dispatchedAt: Date? = nil, wasLate: Bool = false
    ) {
        self.id = id
        self.userID = userID
        self.source = source
        self.title = title
        self.eventAt = eventAt
        self.eventIsAllDay = eventIsAllDay
        self.link = link
        self.dueAt = dueAt
        self.createdAt = createdAt
        self.readAt = readAt
        self.dispatchedAt = dispatchedAt
        self.wasLate = wasLate
    }
}
