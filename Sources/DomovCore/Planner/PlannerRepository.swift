import Foundation

/// Which items a planner view asks for. Visibility is part of every query, so no view can
/// show someone another member's private items.
public struct PlannerQuery: Sendable, Equatable {
    public var householdID: ID<Household>
    public var viewerID: ID<User>
    /// Items overlapping this window, and every series that may have an occurrence in it.
    /// nil asks for everything undone (with `limit`, the agenda's way).
    public var window: DateInterval?
    /// Only these categories; empty means all.
    public var categories: [PlannerCategoryRef] = []
    /// Words that must appear in the title, notes or location, ignoring case and accents.
    public var text: String = ""
    public var includeDone = false
    /// Only these calendars (the household's default one, personal ones); empty means all.
    public var calendars: [PlannerCalendarScope] = []
    /// For the agenda: at most this many one-time items, in order of start, from `after`.
    public var after: Date?
    public var limit: Int?

    public init(householdID: ID<Household>, viewerID: ID<User>, window: DateInterval? = nil) {
        self.householdID = householdID
        self.viewerID = viewerID
        self.window = window
    }
}

/// Changes that must land together or not at all: splitting a series writes two items,
/// "Other…" with a new name creates the category along with the item.
public struct PlannerBatch: Sendable, Equatable {
    public var newCategory: PlannerCategory?
    public var inserts: [PlannerItem] = []
    public var updates: [PlannerItem] = []
    public var deletes: [ID<PlannerItem>] = []
    /// The reminders of each inserted or updated item, replacing those not yet sent. Deleting an
    /// item cancels its unsent reminders (and those of its edited occurrences) by itself.
    public var reminders: [ID<PlannerItem>: [Notice]] = [:]
    /// Set when a calendar app writes: its precondition is checked, and its name kept, in the
    /// same transaction.
    public var calendarObject: CalendarObjectWrite?
    /// Emails to people invited by address, planned by the service; each replaces any earlier
    /// one to the same person about the same item that has not gone out yet.
    public var invitations: [MeetingInvitation] = []
    /// Series split by "this and following": each new later half, with the series it continues.
    /// What other modules attach to a series (a planned recipe) follows it to the later half.
    public var continuations: [ID<PlannerItem>: ID<PlannerItem>] = [:]
    /// The new text of each calendar object the batch changes, by UID: the record the items
    /// are derived from, written in the same transaction (`StoredCalendarObject`).
    public var objectTexts: [String: CalendarObjectTextChange] = [:]
    /// When set, storage refuses the batch with `UsageLimitReached` if an object it creates or
    /// enlarges takes the object's author past these limits (checked in the same transaction).
    public var limits: UsageLimits?
    /// Keeps each whole object the batch deletes (its stored text, name and calendar) for
    /// Undo, until it is restored or purged (`DeletedCalendarObject`).
    public var deletion: Deletion?

    public init(
        newCategory: PlannerCategory? = nil, inserts: [PlannerItem] = [], updates: [PlannerItem] = [], deletes: [ID<PlannerItem>] = []
    ) {
        self.newCategory = newCategory
        self.inserts = inserts
        self.updates = updates
        self.deletes = deletes
    }
}

/// Where planner items and categories live. Every method is one transaction.
public protocol PlannerRepository: PlannerCalendarRepository {
    func categories(householdID: ID<Household>) async throws -> [PlannerCategory]
    /// Throws `ValidationFailure(.nameTaken)` when the household has a category of that name.
    func createCategory(_ category: PlannerCategory) async throws
    /// Renaming keeps the id, so every item in it shows the new name at once. `objectTexts`
    /// are its items' objects with the new name, stored in the same transaction (throws
    /// `CalendarObjectTextStale` if an app changed one since it was read).
    func updateCategory(_ category: PlannerCategory, objectTexts: [String: CalendarObjectTextChange]) async throws
    /// Moves the category's items to `replacement`, then deletes it. False if there was none.
    func deleteCategory(
        id: ID<PlannerCategory>, householdID: ID<Household>, movingItemsTo replacement: PlannerCategoryRef,
        objectTexts: [String: CalendarObjectTextChange]
    ) async throws -> Bool
    /// The UIDs of the objects with an item in the category.
    func calendarUIDs(categoryID: ID<PlannerCategory>, householdID: ID<Household>) async throws -> [String]

    /// The item wherever it is: for jobs that act on it without a viewer (reminders).
    func item(id: ID<PlannerItem>) async throws -> PlannerItem?
    /// The items with these ids wherever they are, in no particular order; missing ones are left out.
    func items(ids: [ID<PlannerItem>]) async throws -> [PlannerItem]
    /// The item if it is in the household (visibility is the caller's check).
    func item(id: ID<PlannerItem>, householdID: ID<Household>) async throws -> PlannerItem?
    /// The item of a household with this iCalendar UID, its series master if recurring.
    func item(calendarUID: String, householdID: ID<Household>) async throws -> PlannerItem?
    /// A household's items as calendar objects see them: every visible item (overrides
    /// included) with one of these UIDs, or all of them for nil.
    func items(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws -> [PlannerItem]
    /// Occurrences of a series that were edited on their own.
    func overrides(seriesID: ID<PlannerItem>) async throws -> [PlannerItem]
    /// Those of these UIDs whose series has occurrences edited on their own.
    func calendarUIDsWithOverrides(_ calendarUIDs: [String], householdID: ID<Household>) async throws -> Set<String>
    func items(matching query: PlannerQuery) async throws -> [PlannerItem]
    /// At most `limit` items of one part of a window query (`query.window` must be set), those
    /// after `id` in the order `items(matching:)` lists them: keyset paging for feeds, which
    /// write a household's years of items without holding them all.
    func items(matching query: PlannerQuery, part: PlannerItemPart, after id: ID<PlannerItem>?, limit: Int) async throws -> [PlannerItem]
    /// Done items, most recently completed first.
    func history(householdID: ID<Household>, viewerID: ID<User>, limit: Int) async throws -> [PlannerItem]
    /// Every item (overrides included) with one of these UIDs, whoever may see them: what a
    /// patch of their stored objects starts from.
    func objectItems(calendarUIDs: [String], householdID: ID<Household>) async throws -> [PlannerItem]
    /// The stored objects with these UIDs (all for nil) whose series (or, for a journal entry,
    /// whose placement) `viewerID` may see, each text read together with its ETag.
    func storedObjects(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws -> [StoredCalendarObject]
    /// The stored object an app's name for it stands for (the name it chose, else `fallbackUID`),
    /// by the same visibility, and only when `viewerID` is a member of the household: one read
    /// for a GET, which is most of what calendar apps send.
    func storedObject(named name: String, fallbackUID: String?, householdID: ID<Household>, viewerID: ID<User>) async throws
        -> StoredCalendarObject?
    /// `storedObjects` with every `text` left empty: what a listing of ETags needs, without
    /// reading thousands of texts at once (issue 23: memory per request is bounded).
    func storedObjectListing(calendarUIDs: [String]?, householdID: ID<Household>, viewerID: ID<User>) async throws -> [StoredCalendarObject]
    /// Where the journal entry with this UID is and who wrote it, whoever may see it; nil when
    /// the UID is no journal entry's.
    func journalPlacement(calendarUID: String, householdID: ID<Household>) async throws -> CalendarJournalPlacement?
    /// The stored text and ETag of these objects, whoever may see them, by UID.
    func objectTexts(calendarUIDs: [String], householdID: ID<Household>) async throws -> [String: (text: String, etag: String)]
    /// Writes everything or nothing. Deleting a series deletes its overrides. Records the UIDs
    /// it changes in the household's calendar change log (`CalendarChangeRepository`); throws
    /// `CalendarObjectConflict` when `batch.calendarObject`'s expectation does not hold and
    /// `CalendarObjectTextStale` when a patched text's base is no longer the stored one, and
    /// `UsageLimitReached` when it would take an author past `batch.limits`.
    /// Returns the ETag of every object text it stored, by UID.
    @discardableResult
    func write(_ batch: PlannerBatch) async throws -> [String: String]
    /// What this person keeps against their calendar limits (`UsageLimits`): the objects whose
    /// series or journal entry they wrote, in the households they belong to.
    func calendarUsage(of userID: ID<User>) async throws -> CalendarUsage

    /// An object deleted with `PlannerBatch.deletion`, by the id its series or single item had,
    /// not restored or purged since.
    func deletedObject(id: ID<PlannerItem>, householdID: ID<Household>) async throws -> DeletedCalendarObject?
    /// Forgets a kept object (Undo has written it back).
    func forgetDeletedObject(id: ID<PlannerItem>) async throws
    /// Forgets the objects deleted before `date`, for good; returns how many.
    func purgeDeletedObjects(before date: Date) async throws -> Int
}

extension PlannerRepository {
    /// A category change with no calendar object to rewrite.
    public func updateCategory(_ category: PlannerCategory) async throws {
        try await updateCategory(category, objectTexts: [:])
    }

    public func deleteCategory(id: ID<PlannerCategory>, householdID: ID<Household>, movingItemsTo replacement: PlannerCategoryRef)
        async throws -> Bool
    {
        try await deleteCategory(id: id, householdID: householdID, movingItemsTo: replacement, objectTexts: [:])
    }
}
