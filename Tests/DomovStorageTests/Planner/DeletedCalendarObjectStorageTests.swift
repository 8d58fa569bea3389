import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

/// A planner write that deletes with `PlannerBatch.deletion` keeps the object's stored text, name
/// and calendar aside in its transaction (migration 32), until forgotten or purged. On both databases.
@Suite("Recently deleted calendar objects")
struct DeletedCalendarObjectStorageTests {
    static func text(_ uid: String) -> String {
        """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tests//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\nSUMMARY:Kept ~ \"as\" <sent>\r\n\
        END:VEVENT\r\nEND:VCALENDAR\r\n
        """
    }

    /// Stores the item with its object's text, as a calendar app's PUT does, under `name`.
    static func put(_ item: PlannerItem, name: String?, _ f: PlannerStorageFixtures) async throws {
        var put = PlannerBatch(inserts: [item])
        put.calendarObject = CalendarObjectWrite(householdID: f.home.id, uid: item.calendarUID, name: name, expectation: .absent)
        put.objectTexts[item.calendarUID] = CalendarObjectTextChange(text: text(item.calendarUID), base: .whole)
        try await f.planner.write(put)
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aDeletedObjectIsKeptByteForByteWithItsNameUntilPurged(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let item = f.item("Kept", when: PlannerStorageFixtures.timed("2026-03-23T18:00"))
            try await Self.put(item, name: "from-a-phone.ics", f)

            let deletion = Deletion(userID: f.petr.id, at: f.base.clock.now)
            var delete = PlannerBatch(deletes: [item.id])
            delete.deletion = deletion
            delete.objectTexts[item.calendarUID] = CalendarObjectTextChange(text: nil, base: .whole)
            try await f.planner.write(delete)

            #expect(try await f.planner.item(calendarUID: item.calendarUID, householdID: f.home.id) == nil)
            #expect(try await f.planner.objectTexts(calendarUIDs: [item.calendarUID], householdID: f.home.id).isEmpty)
            // The name stays for sync-collection, which reports the removal under it.
            #expect(
                try await storage.calendarChanges.objectNames(householdID: f.home.id, uids: [item.calendarUID]) == [
                    item.calendarUID: "from-a-phone.ics"
                ])
            let kept = try #require(try await f.planner.deletedObject(id: item.id, householdID: f.home.id))
            #expect(
                kept
                    == DeletedCalendarObject(
                        id: item.id, householdID: f.home.id, uid: item.calendarUID, name: "from-a-phone.ics", calendarID: nil,
                        text: Self.text(item.calendarUID), deletion: deletion
                    ))
            let other = try await f.base.household("Chata", owner: f.petr)
            #expect(try await f.planner.deletedObject(id: item.id, householdID: other.id) == nil)

            #expect(try await f.planner.purgeDeletedObjects(before: deletion.at) == 0)
            #expect(try await f.planner.purgeDeletedObjects(before: deletion.at.addingTimeInterval(1)) == 1)
            #expect(try await f.planner.deletedObject(id: item.id, householdID: f.home.id) == nil)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func withoutADeletionNothingIsKeptAndForgettingRemovesIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await PlannerStorageFixtures.make(storage)
            let plain = f.item("Plain", when: PlannerStorageFixtures.timed("2026-03-23T18:00"))
            let kept = f.item("Kept", when: PlannerStorageFixtures.timed("2026-03-24T18:00"))
            try await Self.put(plain, name: nil, f)
            try await Self.put(kept, name: nil, f)
            try await f.planner.write(PlannerBatch(deletes: [plain.id]))
            #expect(try await f.planner.deletedObject(id: plain.id, householdID: f.home.id) == nil)

            var delete = PlannerBatch(deletes: [kept.id])
            delete.deletion = Deletion(userID: f.jana.id, at: f.base.clock.now)
            try await f.planner.write(delete)
            let object = try #require(try await f.planner.deletedObject(id: kept.id, householdID: f.home.id))
            #expect(object.name == "\(kept.calendarUID).ics")
            try await f.planner.forgetDeletedObject(id: kept.id)
            #expect(try await f.planner.deletedObject(id: kept.id, householdID: f.home.id) == nil)
        }
    }
}
