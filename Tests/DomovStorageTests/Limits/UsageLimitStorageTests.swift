import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Per-person limits (issue 23) are checked in the write's own transaction: growth past one is
/// refused with nothing written, while edits that add nothing, shrinking and deleting always
/// work, and nobody else's usage counts against you.
@Suite("Usage limits in storage")
struct UsageLimitStorageTests {
    static func event(_ uid: String, notes: String = "note") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260301T120000Z\r\n"
            + """
            DTSTART:20260323T180000Z\r\nDTEND:20260323T190000Z\r\nSUMMARY:Limits\r\nDESCRIPTION:\(notes)\r\nEND:VEVENT\r\n\
            END:VCALENDAR\r\n
            """
    }

    static func service(_ f: PlannerStorageFixtures, _ limits: UsageLimits = .standard) -> PlannerService {
        PlannerService(
            planner: f.storage.planner, households: f.storage.households, accounts: f.storage.accounts,
            clock: f.base.clock.wallClock, ids: f.base.ids, limits: limits, link: { _ in "" }
        )
    }

    static func limits(calendarObjects: Int = 1000, calendarBytes: Int = 1 << 20) -> UsageLimits {
        var limits = UsageLimits.standard
        limits.calendarObjects = calendarObjects
        limits.calendarBytes = calendarBytes
        return limits
    }

    /// Writes an object as a calendar app does.
    static func put(_ text: String, by user: User, in household: Household? = nil, _ service: PlannerService, _ f: PlannerStorageFixtures)
        async throws
    {
        let object = try PlannerCalendarReader(defaultTimeZone: "Europe/Prague").object(from: text)
        let write = CalendarObjectWrite(householdID: (household ?? f.home).id, uid: object.uid, name: nil, expectation: .anything)
        _ = try await service.saveCalendarObject(object, text: text, as: write, by: user, builtinCategory: { _ in nil })
    }

    static func delete(_ uid: String, by user: User, _ service: PlannerService, _ f: PlannerStorageFixtures) async throws {
        try await service.deleteCalendarObject(
            CalendarObjectWrite(householdID: f.home.id, uid: uid, name: nil, expectation: .anything), by: user)
    }

    static func uids(_ service: PlannerService, _ f: PlannerStorageFixtures) async throws -> Set<String> {
        Set(try await service.storedCalendarObjects(in: f.home.id, for: f.jana).map(\.uid))
    }

    @Test(arguments: TestDatabase.allConfigured())
    func theNextCalendarObjectPastTheCountIsRefusedAndEditsAndDeletesStillWork(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let service = Self.service(f, Self.limits(calendarObjects: 2))
            try await Self.put(Self.event("a@test"), by: f.jana, service, f)
            try await Self.put(Self.event("b@test"), by: f.jana, service, f)
            await #expect(throws: UsageLimitReached(.calendarObjects, maximum: 2)) {
                try await Self.put(Self.event("c@test"), by: f.jana, service, f)
            }
            #expect(try await Self.uids(service, f) == ["a@test", "b@test"], "the refused object left nothing behind")
            // Petr's count is his own, in the same household.
            try await Self.put(Self.event("petr@test"), by: f.petr, service, f)
            // At the limit, Jana's objects still change, grow within the bytes, and go.
            try await Self.put(Self.event("b@test", notes: "a much longer note than before"), by: f.jana, service, f)
            try await Self.delete("a@test", by: f.jana, service, f)
            try await Self.put(Self.event("c@test"), by: f.jana, service, f)
            #expect(try await Self.uids(service, f) == ["b@test", "c@test", "petr@test"])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func overALoweredLimitOnlyGrowthIsRefused(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            for uid in ["a@test", "b@test", "c@test"] {
                try await Self.put(Self.event(uid, notes: "first version"), by: f.jana, Self.service(f), f)
            }
            // The admin lowers both limits below what Jana keeps.
            let size = Self.event("a@test", notes: "first version").utf8.count
            let lowered = Self.service(f, Self.limits(calendarObjects: 2, calendarBytes: 2 * size))
            try await Self.put(Self.event("a@test", notes: "shorter"), by: f.jana, lowered, f)
            try await Self.put(Self.event("a@test", notes: "briefer"), by: f.jana, lowered, f)
            await #expect(throws: UsageLimitReached(.calendarBytes, maximum: 2 * size)) {
                try await Self.put(Self.event("a@test", notes: "a longer note that grows the object"), by: f.jana, lowered, f)
            }
            await #expect(throws: UsageLimitReached(.calendarObjects, maximum: 2)) {
                try await Self.put(Self.event("d@test"), by: f.jana, lowered, f)
            }
            let stored = try await lowered.storedCalendarObjects(in: f.home.id, uids: ["a@test"], for: f.jana)
            #expect(stored.first?.text == Self.event("a@test", notes: "briefer"), "the refused edit changed nothing")
            try await Self.delete("b@test", by: f.jana, lowered, f)
            try await Self.delete("c@test", by: f.jana, lowered, f)
            try await Self.put(Self.event("d@test"), by: f.jana, lowered, f)
            #expect(try await Self.uids(lowered, f) == ["a@test", "d@test"])
        }
    }

    /// Writes racing in two households (which do not wait for each other's household lock)
    /// stop at exactly the limit, and the per-person lock on PostgreSQL deadlocks nothing. The
    /// race window is short: this passes without the lock too, so it guards the outcome and
    /// the absence of deadlocks, not the lock itself.
    @Test(arguments: TestDatabase.allConfigured())
    func concurrentCreatesInTwoHouseholdsStopExactlyAtTheLimit(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let cottage = try await f.base.household("Cottage", owner: f.jana)
            let service = Self.service(f, Self.limits(calendarObjects: 3))
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<10 {
                    group.addTask {
                        do {
                            try await Self.put(
                                Self.event("race-\(index)@test"), by: f.jana, in: index.isMultiple(of: 2) ? f.home : cottage, service, f)
                            return true
                        } catch is UsageLimitReached {
                            return false
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 3)
            let home = try await service.storedCalendarObjects(in: f.home.id, for: f.jana).count
            let away = try await service.storedCalendarObjects(in: cottage.id, for: f.jana).count
            #expect(home + away == 3)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func recipesAndPhotosStopAtTheAuthorsLimitsInEveryHousehold(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let limits = UsageLimits(calendarObjects: 1, calendarBytes: 1, recipes: 2, photos: 1, photoBytes: 20)
            let recipes = storage.recipes
            func photo(_ bytes: Int) -> RecipePhoto { RecipePhoto(contentType: .png, bytes: [UInt8](repeating: 7, count: bytes)) }
            func recipe(_ name: String, by author: User, in household: Household? = nil) -> Recipe {
                SQLRecipeRepositoryTests.recipe(f.base, name, in: household ?? f.home, author: author)
            }
            var first = recipe("First", by: f.jana)
            let second = recipe("Second", by: f.jana)
            try await recipes.insert(first, photo: photo(11), limits: limits)
            try await recipes.insert(second, photo: nil, limits: limits)
            await #expect(throws: UsageLimitReached(.recipes, maximum: 2)) {
                try await recipes.insert(recipe("Third", by: f.jana), photo: nil, limits: limits)
            }
            // A household of her own counts too: the limit is the person's.
            let cottage = try await f.base.household("Cottage", owner: f.jana)
            await #expect(throws: UsageLimitReached(.recipes, maximum: 2)) {
                try await recipes.insert(recipe("Elsewhere", by: f.jana, in: cottage), photo: nil, limits: limits)
            }
            await #expect(throws: UsageLimitReached(.photos, maximum: 1)) {
                try await recipes.update(second, photo: .replace(photo(5)), limits: limits)
            }
            await #expect(throws: UsageLimitReached(.photoBytes, maximum: 20)) {
                try await recipes.update(first, photo: .replace(photo(30)), limits: limits)
            }
            #expect(try await recipes.photo(recipeID: first.id, householdID: f.home.id) == photo(11), "the refused photo changed nothing")
            // Petr's recipes and photos are his own.
            try await recipes.insert(recipe("Petr's", by: f.petr), photo: photo(20), limits: limits)
            // At the limits, Jana edits, swaps in a photo that fits, and removes one.
            first.name = "First, renamed"
            try await recipes.update(first, photo: .keep, limits: limits)
            try await recipes.update(first, photo: .replace(photo(15)), limits: limits)
            try await recipes.update(first, photo: .replace(photo(3)), limits: limits)
            try await recipes.update(first, photo: .remove, limits: limits)
            try await recipes.update(second, photo: .replace(photo(5)), limits: limits)
            #expect(try await recipes.recipe(id: first.id, householdID: f.home.id)?.name == "First, renamed")
            #expect(try await recipes.photo(recipeID: second.id, householdID: f.home.id) == photo(5))
            #expect(try await recipes.delete(id: second.id, householdID: f.home.id))
            try await recipes.insert(recipe("Third", by: f.jana), photo: nil, limits: limits)
        }
    }
}
