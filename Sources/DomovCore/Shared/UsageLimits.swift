/// How much one person may keep: what they created, counted across the households they belong
/// to. The defaults are far above what a family writes in years, and stop a runaway app or
/// script before it fills the disk. Only growth is refused: editing, shrinking and deleting
/// always work, even over a limit lowered after the fact.
public struct UsageLimits: Sendable, Equatable {
    /// Calendar objects (events, to-dos and journal entries, with their edited occurrences, one per UID).
    public var calendarObjects: Int
    /// Their stored iCalendar text, in bytes.
    public var calendarBytes: Int
    public var recipes: Int
    /// Photos of recipes, counted against the recipe's author.
    public var photos: Int
    public var photoBytes: Int

    public static let mebibyte = 1024 * 1024
    public static let standard = UsageLimits(
        calendarObjects: 20_000, calendarBytes: 100 * mebibyte, recipes: 5_000, photos: 2_000, photoBytes: 1024 * mebibyte
    )

    public init(calendarObjects: Int, calendarBytes: Int, recipes: Int, photos: Int, photoBytes: Int) {
        self.calendarObjects = calendarObjects
        self.calendarBytes = calendarBytes
        self.recipes = recipes
        self.photos = photos
        self.photoBytes = photoBytes
    }
}

/// How much of their calendar limits a person uses: objects, and bytes of their text.
public struct CalendarUsage: Sendable, Equatable {
    public var objects: Int
    public var bytes: Int

    public init(objects: Int, bytes: Int) {
        self.objects = objects
        self.bytes = bytes
    }
}

/// A write that would take its author past one of their `UsageLimits`; nothing was written.
/// Storage throws it from inside the write's transaction; services turn it into a field error
/// for pages and the API, and CalDAV answers 507.
public struct UsageLimitReached: Error, Hashable, Sendable {
    public enum Limit: Hashable, Sendable {
        case calendarObjects, calendarBytes, recipes, photos, photoBytes
    }

    public let limit: Limit
    /// The configured maximum: a count, or bytes for `calendarBytes` and `photoBytes`.
    public let maximum: Int

    public init(_ limit: Limit, maximum: Int) {
        self.limit = limit
        self.maximum = maximum
    }

    /// The maximum in whole mebibytes, as people read a size limit.
    public var maximumMebibytes: Int { max(1, maximum / UsageLimits.mebibyte) }
}
