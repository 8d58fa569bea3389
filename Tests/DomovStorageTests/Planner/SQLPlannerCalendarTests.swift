import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// Personal calendars on both databases: their rows, their slugs, who sees what is in them,
/// and that deleting one takes its items and tells calendar apps.
@Suite("SQLPlannerRepository personal calendars")
struct SQLPlannerCalendarTests {
    typealias F = PlannerStorageFixtures

    func calendar(_ f: F, owner: User, slug: String = "sport", name: String = "Sport") -> PlannerCalendar {
        PlannerCalendar(
            id: f.base.ids(), householdID: f.home.id, ownerID: owner.id, slug: slug, name: name, color: "#16a34a",
            details: "Běh ~ kolo", components: [.event], createdAt: f.base.clock.now
        )
    }

    @Test(arguments: TestDatabase.allConfigured())
    func calendarsRoundTripAndSlugsAreUniquePerOwner(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let sport = calendar(f, owner: f.jana)
            try await f.planner.createCalendar(sport)
            #expect(try await f.planner.calendar(id: sport.id) == sport)
            #expect(try await f.planner.calendars(ownerID: f.jana.id, householdID: f.home.id) == [sport])
            #expect(try await f.planner.calendars(ownerID: f.petr.id, householdID: nil).isEmpty)
            await #expect(throws: ValidationFailure("slug", .nameTaken)) {
                try await f.planner.createCalendar(calendar(f, owner: f.jana, name: "Other"))
            }
            // Another owner may use the same name for a collection of theirs.
            try await f.planner.createCalendar(calendar(f, owner: f.petr))
            var renamed = sport
            renamed.name = "Sport a hry"
            renamed.color = "#ff0000"
            renamed.details = ""
            try await f.planner.updateCalendar(renamed)
            #expect(try await f.planner.calendar(id: sport.id) == renamed)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aCalendarsPlaceInAppsIsKeptAndCleared(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            var sport = calendar(f, owner: f.jana)
            #expect(sport.order == nil)
            sport.order = 2
            try await f.planner.createCalendar(sport)
            #expect(try await f.planner.calendar(id: sport.id)?.order == 2)
            sport.order = -7
            try await f.planner.updateCalendar(sport)
            #expect(try await f.planner.calendar(id: sport.id)?.order == -7)
            sport.order = nil
            try await f.planner.updateCalendar(sport)
            #expect(try await f.planner.calendar(id: sport.id)?.order == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func itemsInAPersonalCalendarAreItsOwnersAloneEvenWhenOthersAreInvited(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let sport = calendar(f, owner: f.jana)
            try await f.planner.createCalendar(sport)
            var run = f.item(
                "Run", kind: .meeting, when: F.timed("2026-03-10T07:00"),
                attendees: [PlannerAttendee(invitee: .member(f.petr.id), name: "Petr")])
            run.calendarID = sport.id
            let shared = f.item("Dinner", when: F.timed("2026-03-10T19:00"))
            try await f.insert(run, shared)
            let window = ("2026-03-01T00:00", "2026-04-01T00:00")

            #expect(try await f.titles(f.query(window: window)) == ["Dinner", "Run"])
            #expect(try await f.titles(f.query(viewer: f.petr, window: window)) == ["Dinner"])
            #expect(try await f.planner.items(calendarUIDs: nil, householdID: f.home.id, viewerID: f.petr.id).map(\.title) == ["Dinner"])
            var onlySport = f.query(window: window)
            onlySport.calendars = [.personal(sport.id)]
            #expect(try await f.titles(onlySport) == ["Run"])
            var onlyHousehold = f.query(window: window)
            onlyHousehold.calendars = [.household]
            #expect(try await f.titles(onlyHousehold) == ["Dinner"])
            #expect(try await f.planner.item(id: run.id, householdID: f.home.id)?.calendarID == sport.id)
            #expect(try await f.planner.item(id: run.id, householdID: f.home.id)?.isVisible(to: f.petr.id) == false)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingACalendarDeletesItsItemsAndLogsTheChange(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let sport = calendar(f, owner: f.jana)
            try await f.planner.createCalendar(sport)
            var series = f.item("Run", when: F.timed("2026-03-10T07:00"), rule: "FREQ=WEEKLY;COUNT=4")
            series.calendarID = sport.id
            var moved = f.item(
                "Run (later)", when: F.timed("2026-03-17T08:00"),
                override: PlannerOverride(seriesID: series.id, originalStart: F.at("2026-03-17T07:00")))
            moved.calendarID = sport.id
            let shared = f.item("Dinner", when: F.timed("2026-03-10T19:00"))
            try await f.insert(series, moved, shared)
            let before = try await storage.calendarChanges.revision(householdID: f.home.id)

            #expect(try await f.planner.deleteCalendar(id: sport.id))
            #expect(try await f.planner.calendar(id: sport.id) == nil)
            #expect(try await f.planner.item(id: series.id) == nil)
            #expect(try await f.planner.item(id: moved.id) == nil)
            #expect(try await f.planner.item(id: shared.id) != nil)
            let changes = try await storage.calendarChanges.changes(householdID: f.home.id, after: before)
            #expect(Set(changes.keys) == [series.calendarUID])
            #expect(try await f.planner.deleteCalendar(id: sport.id) == false)
        }
    }
}
