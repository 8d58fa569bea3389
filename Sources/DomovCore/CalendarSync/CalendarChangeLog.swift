import Foundation

/// A household's calendar as CalDAV clients track it. Every planner write bumps the
/// household's revision and records which UIDs changed at it, so
///
/// - the collection's sync token and CTag are the household revision (RFC 6578),
/// - an object's ETag is a hash of its stored text (`StoredCalendarObject`), and
/// - "what changed since token N" is one query, deletions included.
public protocol CalendarChangeRepository: Sendable {
    /// The household's current revision; 0 before its first calendar write.
    func revision(householdID: ID<Household>) async throws -> Int64
    /// Every UID changed after `revision`, with the revision of its latest change.
    func changes(householdID: ID<Household>, after revision: Int64) async throws -> [String: Int64]
    /// The revision of each UID's latest change (UIDs never changed since the log began are absent).
    func revisions(householdID: ID<Household>, uids: [String]?) async throws -> [String: Int64]
    /// The names apps gave objects with PUT, by UID, where they differ from `{UID}.ics`: for
    /// all the household's objects, or those with these UIDs.
    func objectNames(householdID: ID<Household>, uids: [String]?) async throws -> [String: String]
    /// The UID an app-given name stands for, if one was given.
    func calendarUID(objectName: String, householdID: ID<Household>) async throws -> String?
}

/// What a calendar app's write expects to find, from its If-Match / If-None-Match headers.
/// Checked inside the writing transaction, so two apps never silently overwrite each other.
public enum CalendarObjectExpectation: Sendable, Equatable {
    /// No precondition: last writer wins (what the web form does).
    case anything
    /// `If-None-Match: *`: create only.
    case absent
    /// `If-Match: "…"`: the object must still have this ETag (quotes included).
    case etag(String)
    /// `If-Match: *`: update only.
    case present
}

/// A calendar app's write: which object, under which name, with which precondition.
public struct CalendarObjectWrite: Sendable, Equatable {
    public var householdID: ID<Household>
    public var uid: String
    /// The name the app chose, when it is not `{UID}.ics`; nil keeps the default.
    public var name: String?
    public var expectation: CalendarObjectExpectation
    /// The personal calendar the object is in; nil for the household's default calendar.
    public var calendarID: ID<PlannerCalendar>?

    public init(
        householdID: ID<Household>, uid: String, name: String?, expectation: CalendarObjectExpectation,
        calendarID: ID<PlannerCalendar>? = nil
    ) {
        self.calendarID = calendarID
        self.householdID = householdID
        self.uid = uid
        self.name = name
        self.expectation = expectation
    }

    /// The name an object has unless an app chose another.
    public static func defaultName(uid: String) -> String { uid + ".ics" }
}

/// A calendar app tried to move someone else's item into a personal calendar, where it would
/// become private to the mover: CalDAV answers 403 no-uid-conflict.
public struct CalendarObjectMoveRefused: Error, Equatable, Sendable {
    public init() {}
}

/// The object changed (or appeared, or went) since the app last saw it: HTTP 412.
public struct CalendarObjectConflict: Error, Equatable, Sendable {
    public init() {}
}
