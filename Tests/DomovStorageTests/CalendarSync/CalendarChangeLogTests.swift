import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import SQLKit
import Testing

/// The calendar change log under planner writes: revisions count up per household, record
/// which objects changed (deletions and category renames included), hold an app's
/// If-Match inside the transaction, and remember names apps chose.
@Suite("Calendar change log")
struct CalendarChangeLogTests {
    typealias F = PlannerStorageFixtures

    @Test(arguments: TestDatabase.allConfigured())
    func writesRecordTheObjectsTheyChange(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let changes = storage.calendarChanges
            #expect(try await changes.revision(householdID: f.home.id) == 0)

            let lunch = f.item("Oběd", when: F.timed("2026-05-04T12:00"))
            let walk = f.item("Procházka", when: F.timed("2026-05-04T15:00"))
            try await f.planner.write(PlannerBatch(inserts: [lunch, walk]))
            #expect(try await changes.revision(householdID: f.home.id) == 1)
            #expect(try await changes.changes(householdID: f.home.id, after: 0) == [lunch.calendarUID: 1, walk.calendarUID: 1])

            try await f.planner.write(PlannerBatch(deletes: [lunch.id]))
            #expect(try await changes.changes(householdID: f.home.id, after: 1) == [lunch.calendarUID: 2])
            #expect(try await changes.revisions(householdID: f.home.id, uids: [walk.calendarUID]) == [walk.calendarUID: 1])

            // Renaming a category changes CATEGORIES in every app that shows its items.
            let garden = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Zahrada", color: "#00aa00")
            try await f.planner.createCategory(garden)
            var moved = walk
            moved.category = .custom(garden.id)
            try await f.planner.write(PlannerBatch(updates: [moved]))
            try await f.planner.updateCategory(PlannerCategory(id: garden.id, householdID: f.home.id, name: "Zahrádka", color: "#00aa00"))
            #expect(try await changes.changes(householdID: f.home.id, after: 3) == [walk.calendarUID: 4])

            // Four changes to the walk and two to lunch leave one row each: the log does not grow with edits.
            let rows = try await storage.database.withConnection { db in
                try await db.raw("SELECT COUNT(*) AS n FROM calendar_changes WHERE household_id = \(bind: f.home.id.description)").first()?
                    .decode(column: "n", as: Int.self)
            }
            #expect(rows == 2)
            #expect(try await changes.changes(householdID: f.home.id, after: 1) == [lunch.calendarUID: 2, walk.calendarUID: 4])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func anAppsPreconditionIsCheckedInTheTransaction(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let item = f.item("Zkouška", when: F.timed("2026-05-04T18:00"))
            var create = PlannerBatch(inserts: [item])
            create.calendarObject = CalendarObjectWrite(
                householdID: f.home.id, uid: item.calendarUID, name: "zkouska.ics", expectation: .absent)
            create.objectTexts[item.calendarUID] = CalendarObjectTextChange(text: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", base: .whole)
            let etag = try #require(try await f.planner.write(create)[item.calendarUID])
            #expect(try await storage.calendarChanges.calendarUID(objectName: "zkouska.ics", householdID: f.home.id) == item.calendarUID)
            #expect(try await storage.calendarChanges.objectNames(householdID: f.home.id, uids: nil) == [item.calendarUID: "zkouska.ics"])

            var renamed = item
            renamed.title = "Generálka"
            for stale in [CalendarObjectExpectation.absent, .etag("\"7\"")] {
                var update = PlannerBatch(updates: [renamed])
                update.calendarObject = CalendarObjectWrite(
                    householdID: f.home.id, uid: item.calendarUID, name: "zkouska.ics", expectation: stale)
                await #expect(throws: CalendarObjectConflict.self) { try await f.planner.write(update) }
            }
            #expect(try await f.planner.item(id: item.id)?.title == "Zkouška", "a refused write changes nothing")
            #expect(try await storage.calendarChanges.revision(householdID: f.home.id) == 1, "nor the revision")

            var update = PlannerBatch(updates: [renamed])
            update.calendarObject = CalendarObjectWrite(
                householdID: f.home.id, uid: item.calendarUID, name: "zkouska.ics", expectation: .etag(etag))
            try await f.planner.write(update)
            #expect(try await f.planner.item(id: item.id)?.title == "Generálka")

            // Deleting the object keeps its name for sync-collection, which reports it gone under
            // that name (the next test shows that another object may then take the name).
            var delete = PlannerBatch(deletes: [item.id])
            delete.calendarObject = CalendarObjectWrite(householdID: f.home.id, uid: item.calendarUID, name: nil, expectation: .present)
            try await f.planner.write(delete)
            #expect(try await storage.calendarChanges.objectNames(householdID: f.home.id, uids: nil) == [item.calendarUID: "zkouska.ics"])
        }
    }

    /// Two apps creating different objects under one new name at once both find the name free
    /// before they write: the second write is refused, not a 500 from the unique index.
    @Test(arguments: TestDatabase.allConfigured())
    func aNameHeldByAnotherObjectIsRefusedInTheTransaction(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            func create(_ title: String) -> (PlannerItem, PlannerBatch) {
                let item = f.item(title, when: F.timed("2026-05-04T18:00"))
                var batch = PlannerBatch(inserts: [item])
                batch.calendarObject = CalendarObjectWrite(
                    householdID: f.home.id, uid: item.calendarUID, name: "new.ics", expectation: .anything)
                batch.objectTexts[item.calendarUID] = CalendarObjectTextChange(text: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", base: .whole)
                return (item, batch)
            }
            let (first, firstWrite) = create("První")
            let (second, secondWrite) = create("Druhá")
            try await f.planner.write(firstWrite)
            await #expect(throws: CalendarObjectConflict.self) { try await f.planner.write(secondWrite) }
            #expect(try await f.planner.item(id: second.id) == nil, "the refused write stored nothing")
            #expect(try await storage.calendarChanges.calendarUID(objectName: "new.ics", householdID: f.home.id) == first.calendarUID)

            // A name whose object went another way (the web page deleted it) is free again.
            try await f.planner.write(PlannerBatch(deletes: [first.id]))
            try await f.planner.write(secondWrite)
            #expect(try await storage.calendarChanges.calendarUID(objectName: "new.ics", householdID: f.home.id) == second.calendarUID)
        }
    }

    /// Each write drops its objects' older rows from the log by UID (migration 35's index): a
    /// search of the household's whole log made every PUT cost more the fuller the calendar.
    @Test func anObjectsOlderRowsAreFoundByItsUID() async throws {
        try await TestDatabase.sqlite.withStorage { storage in
            let plan = try await storage.database.withConnection { db in
                try await db.raw(
                    """
                    EXPLAIN QUERY PLAN DELETE FROM calendar_changes WHERE household_id = \(bind: "h") AND calendar_uid IN (\(binds: ["u"]))
                    """
                ).all().map { try $0.decode(column: "detail", as: String.self) }
            }
            #expect(plan.contains { $0.contains("calendar_changes_object (household_id=? AND calendar_uid=?)") }, "\(plan)")
        }
    }
}
