import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Members are told whenever a chore is critical: also when it already is the moment it is
/// made, or the moment a member adds its room to My rooms. Told once for each time it is
/// critical, however often the chore or the room is changed after. The dispatcher runs by hand
/// on the frozen clock (15 January 2025, 09:30 UTC); nothing sleeps.
@Suite("Chore alerts once")
struct ChoreAlertsOnceTests {
    /// A one-time chore in UTC, from 08:00 to `end` on the clock's day.
    static func onceFields(room: String, name: String, end: String) -> [(String, String)] {
        ChoresPagesTests.choreFields(room: room, name: name, kind: "once", start: ("2025-01-15", "08:00"), end: ("2025-01-15", end))
            .map { $0.0 == "time_zone" ? ("time_zone", "UTC") : $0 }
    }

    /// What the person's inbox says, oldest first.
    static func inbox(_ app: TestApp, _ user: ID<User>) async throws -> [String] {
        let text = NoticeText(t: Localizer(language: .english), timeZone: .gmt)
        return try await app.storage.notifications.inbox(userID: user, now: app.clock.now, limit: 50).reversed().map(text.message)
    }

    @Test func aChoreMadeCriticalOrOverdueIsToldAtOnceAndOnlyOnce() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            // 90 of its 100 minutes have passed: critical already.
            let critical = try #require(
                try await jana.post("/chores/\(household)/chores", Self.onceFields(room: room, name: "Fridge", end: "09:40"))
                    .location?.split(separator: "?").first.map(String.init))
            // Its end is past: overdue already.
            _ = try await jana.post("/chores/\(household)/chores", Self.onceFields(room: room, name: "Oven", end: "09:00"))
            #expect(try await app.dispatcher().runOnce() == 2)
            let told = ["Fridge is critical: due 15 Jan 2025 at 09:40", "Oven is overdue: it was due 15 Jan 2025 at 09:00"]
            #expect(Set(try await Self.inbox(app, janaID)) == Set(told))

            // Editing it, still critical, and later overdue, tells nothing more: the same spell.
            app.clock.advance(by: 60)
            #expect(try await jana.post(critical, Self.onceFields(room: room, name: "Fridge", end: "09:45")).status == .seeOther)
            app.clock.advance(by: 20 * 60)
            #expect(try await jana.post(critical, Self.onceFields(room: room, name: "Fridge", end: "09:45")).status == .seeOther)
            #expect(try await app.dispatcher().runOnce() == 0)
            #expect(try await Self.inbox(app, janaID).count == 2)

            // Moved out of the critical span and into it again, it is a new spell, told once more.
            #expect(try await jana.post(critical, Self.onceFields(room: room, name: "Fridge", end: "23:00")).status == .seeOther)
            #expect(try await jana.post(critical, Self.onceFields(room: room, name: "Fridge", end: "09:55")).status == .seeOther)
            #expect(try await app.dispatcher().runOnce() == 1)
            #expect(try await Self.inbox(app, janaID).count == 3)
        }
    }

    @Test func addingARoomToMyRoomsTellsOfItsCriticalChoresOnceAndTheOthersNotAgain() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let token = try await jana.createInvite(household)
            var petr = try await Browser.signedUp(client, as: .petr)
            _ = try await petr.acceptInvite(token)
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            let petrID = try #require(try await app.storage.accounts.user(email: TestAccount.petr.email)).id
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Bathroom", type: "bathroom")
            let chore = try #require(
                try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Tub"))
                    .location?.split(separator: "?").first.map(String.init))
            // 100-minute interval: critical after 80 minutes, when Jana (following the room) is told.
            app.clock.advance(by: 85 * 60)
            #expect(try await app.dispatcher().runOnce() == 1)
            #expect(try await Self.inbox(app, janaID) == ["Tub is critical: due 15 Jan 2025 at 11:10"])
            #expect(try await Self.inbox(app, petrID).isEmpty)

            // Petr adds the room: he hears of the critical chore now; Jana not again.
            #expect(try await petr.post("/chores/\(household)/rooms/\(room)/mine", [("mine", "1")]).status == .seeOther)
            #expect(try await app.dispatcher().runOnce() == 1)
            #expect(try await Self.inbox(app, petrID) == ["Tub is critical: due 15 Jan 2025 at 11:10"])
            // Removing and adding it again, or Jana toggling hers, tells nobody twice.
            _ = try await petr.post("/chores/\(household)/rooms/\(room)/mine", [("mine", "0")])
            _ = try await petr.post("/chores/\(household)/rooms/\(room)/mine", [("mine", "1")])
            _ = try await jana.post("/chores/\(household)/rooms/\(room)/mine", [("mine", "0")])
            _ = try await jana.post("/chores/\(household)/rooms/\(room)/mine", [("mine", "1")])
            #expect(try await app.dispatcher().runOnce() == 0)

            // Renewed, the chore starts a new span: both are told once when it turns critical again.
            #expect(try await jana.post("\(chore)/complete").status == .seeOther)
            #expect(try await app.dispatcher().runOnce() == 0)
            app.clock.advance(by: 80 * 60)
            #expect(try await app.dispatcher().runOnce() == 2)
            #expect(try await Self.inbox(app, janaID).count == 2)
            #expect(try await Self.inbox(app, petrID).count == 2)
        }
    }
}
