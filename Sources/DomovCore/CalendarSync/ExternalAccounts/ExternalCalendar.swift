import Foundation

/// One calendar collection on an external account's server, synced with one personal calendar
/// in Domov (created for it when the account was added or a new calendar appeared there).
public struct ExternalCalendar: Sendable, Equatable {
    public let id: ID<ExternalCalendar>
    public let accountID: ID<ExternalCalendarAccount>
    /// The collection's absolute URL.
    public let url: String
    /// The Domov calendar it syncs with; nil once that calendar was deleted in Domov, which
    /// stops the sync of this one (and keeps it from being made again at the next sync).
    public var plannerCalendarID: ID<PlannerCalendar>?
    public var name: String
    /// The server's collection version (its sync-token, or getctag) at the end of the last good
    /// sync: when it is the same and nothing changed in Domov, the sync stops there.
    public var remoteVersion: String?
    /// How many of the server's objects the last sync could not hold in Domov (repeating more
    /// often than daily, say); they are left alone on the server.
    public var skippedCount: Int

    public init(
        id: ID<ExternalCalendar>, accountID: ID<ExternalCalendarAccount>, url: String, plannerCalendarID: ID<PlannerCalendar>?,
        name: String, remoteVersion: String? = nil, skippedCount: Int = 0
    ) {
        self.id = id
        self.accountID = accountID
        self.url = url
        self.plannerCalendarID = plannerCalendarID
        self.name = name
        self.remoteVersion = remoteVersion
        self.skippedCount = skippedCount
    }
}

/// What the last sync agreed on for one object: the base of the three-way comparison that tells
/// a change on the server from a change in Domov.
public struct ExternalObjectState: Sendable, Equatable {
    /// The object's absolute URL on the server.
    public var url: String
    public var uid: String
    /// The server's ETag for the version both sides then held.
    public var etag: String
    /// `ExternalObjectState.fingerprint` of Domov's object then; nil for an object Domov could
    /// not hold (its reason in `skipReason`), which is left alone on the server.
    public var localFingerprint: String?
    public var skipReason: String?

    public init(url: String, uid: String, etag: String, localFingerprint: String?, skipReason: String? = nil) {
        self.url = url
        self.uid = uid
        self.etag = etag
        self.localFingerprint = localFingerprint
        self.skipReason = skipReason
    }

    /// The ETag of the object's stored text (issue 22): it changes exactly when the text does,
    /// whatever part of it changed (an alarm, a property the planner's items do not model), and
    /// not when only the way items are derived from the text changes. The text is what an
    /// upload sends, so it is what the server has to be told about.
    public static func fingerprint(_ object: StoredCalendarObject) -> String {
        object.etag
    }

    /// The fingerprint states were saved with before: a list of the items' versions. A state
    /// holding one is taken over by `fingerprint(_:)` where the items are still those.
    public static func itemsFingerprint(_ object: PlannerObjectItems) -> String {
        object.items.map { "\($0.id)@\(Int64(($0.updatedAt.timeIntervalSince1970 * 1000).rounded()))" }.sorted().joined(separator: ",")
    }

    /// Whether a saved fingerprint is the items' kind (an ETag is quoted, an item list never is).
    public static func isItemsFingerprint(_ fingerprint: String) -> Bool {
        !fingerprint.hasPrefix("\"")
    }
}

/// Where external accounts, their calendars and the sync state live. Deleting an account
/// deletes its calendars' sync state but not the Domov calendars: what was synced stays.
public protocol ExternalCalendarRepository: Sendable {
    func accounts(ownerID: ID<User>, householdID: ID<Household>?) async throws -> [ExternalCalendarAccount]
    func account(id: ID<ExternalCalendarAccount>) async throws -> ExternalCalendarAccount?
    func createAccount(_ account: ExternalCalendarAccount) async throws
    /// Saves everything but the id, owner, household and creation time.
    func updateAccount(_ account: ExternalCalendarAccount) async throws
    func deleteAccount(id: ID<ExternalCalendarAccount>) async throws -> Bool
    /// Takes accounts due for a sync at `now`, most overdue first, by moving their next sync to
    /// `leaseUntil`: another process sharing the database then does not sync them at once too.
    func claimDueAccounts(at now: Date, leaseUntil: Date, limit: Int) async throws -> [ExternalCalendarAccount]

    /// The account's calendars, synced or stopped.
    func calendars(accountID: ID<ExternalCalendarAccount>) async throws -> [ExternalCalendar]
    func createCalendar(_ calendar: ExternalCalendar) async throws
    func updateCalendar(_ calendar: ExternalCalendar) async throws

    func objectStates(calendarID: ID<ExternalCalendar>) async throws -> [ExternalObjectState]
    /// Inserts or replaces the state of the object at `state.url`.
    func saveObjectState(_ state: ExternalObjectState, calendarID: ID<ExternalCalendar>) async throws
    func deleteObjectState(url: String, calendarID: ID<ExternalCalendar>) async throws
}
