import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing

/// Planner reminders become notices, re-planned by every edit, and the dispatcher sends them at
/// their time into the inbox. The clock is frozen and moved by hand; nothing sleeps.
@Suite("Reminder dispatch")
struct ReminderDispatchTests {
    static func dispatcher(_ app: TestApp, grace: TimeInterval = 6 * 3600) -> NotificationDispatchJob {
        var job = app.dispatcher()
        job.grace = grace
        return job
    }

    /// An event on Monday 20 January 2025, 10:00 in Prague (09:00 UTC), reminding at the start and 15 minutes before.
    static func event(_ title: String, repeatWeekly: Bool = false, start: String = "10:00") -> [(String, String)] {
        [
            ("kind", "event"), ("title", title), ("start_date", "2025-01-20"), ("start_time", start), ("end_time", "11:00"),
            ("time_zone", "Europe/Prague"), ("reminders", "0"), ("reminders", "15"),
            ("repeat_frequency", repeatWeekly ? "weekly" : "none"),
        ]
    }

    static let mondayNineUTC = Date(timeIntervalSince1970: 1_737_363_600) // 2025-01-20T09:00:00Z

    @Test func aReminderArrivesInTheInboxAtItsTimeAndEditsReplanIt() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let itemPath = try #require(try await jana.post("/planner/\(household)/items", Self.event("Dentist")).location)
            let job = Self.dispatcher(app)

            // Moving the start by an hour moves both reminders with it.
            _ = try await jana.post(itemPath, Self.event("Dentist", start: "09:00"))
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-3600 - 16 * 60))
            #expect(try await job.runOnce() == 0)
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-3600 - 15 * 60))
            #expect(try await job.runOnce() == 1)
            #expect(try await job.runOnce() == 0, "a notice goes out once")

            let inbox = try await jana.get("/notifications")
            #expect(inbox.text.contains("Dentist"))
            let unread = try await jana.get("/notifications/unread")
            #expect(unread.text == "{\"unread\":1}")
            // The server gives Core the item's page as the notice's link.
            let user = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email))
            let notices = try await app.storage.notifications.inbox(userID: user.id, now: app.clock.now, limit: 10)
            #expect(notices.map(\.link) == [itemPath])

            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-3600))
            #expect(try await job.runOnce() == 1)
            #expect(try await jana.get("/notifications/unread").text == "{\"unread\":2}")
            #expect(try await jana.post("/notifications/read-all").status == .seeOther)
            #expect(try await jana.get("/notifications/unread").text == "{\"unread\":0}")
        }
    }

    /// Between rounds the dispatcher sleeps until the next notice falls due, never longer than
    /// its interval, so a reminder is not a polling interval late.
    @Test func theDispatcherWakesWhenTheNextNoticeFallsDue() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let job = Self.dispatcher(app)
            #expect(try await job.pauseBeforeNextRound() == job.interval, "nothing waits")

            _ = try await jana.post("/planner/\(household)/items", Self.event("Dentist"))
            // The first reminder is due 15 minutes before 09:00 UTC.
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-15 * 60 - 1.25))
            #expect(try await job.pauseBeforeNextRound() == .milliseconds(1250))
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-15 * 60 - 3600))
            #expect(try await job.pauseBeforeNextRound() == job.interval)
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-15 * 60 + 1))
            #expect(try await job.pauseBeforeNextRound() == .zero, "due already: no pause")
            #expect(try await job.runOnce() == 1)
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(-0.5))
            #expect(try await job.pauseBeforeNextRound() == .milliseconds(500), "then the one at the start")
        }
    }

    /// The household's cascade takes its items; their pending reminders go with them.
    @Test func deletingTheHouseholdCancelsItsReminders() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post("/planner/\(household)/items", Self.event("Dentist"))
            #expect(try await jana.post("/households/\(household)/delete", [("confirm_name", "Home")]).status == .seeOther)
            app.clock.set(to: Self.mondayNineUTC)
            #expect(try await Self.dispatcher(app).runOnce() == 0)
        }
    }

    @Test func deletingOrCompletingCancelsAndASeriesPlansItsNextOccurrence() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let job = Self.dispatcher(app)
            let once = try #require(try await jana.post("/planner/\(household)/items", Self.event("Once")).location)
            let todo = try #require(
                try await jana.post(
                    "/planner/\(household)/items",
                    [
                        ("kind", "todo"), ("title", "Pay rent"), ("start_date", "2025-01-20"), ("start_time", "10:00"),
                        ("time_zone", "Europe/Prague"), ("reminders", "0"),
                    ]
                ).location)
            _ = try await jana.post("/planner/\(household)/items", Self.event("Weekly", repeatWeekly: true))
            _ = try await jana.post("\(once)/delete")
            _ = try await jana.post("\(todo)/complete")

            app.clock.set(to: Self.mondayNineUTC)
            #expect(try await job.runOnce() == 2, "only the series' two reminders: the deleted and the done item's are gone")
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(7 * 86_400 - 15 * 60))
            #expect(try await job.runOnce() == 1, "the series planned its next Monday")
            let inbox = try await jana.get("/notifications")
            #expect(!inbox.text.contains("Once"))
            #expect(!inbox.text.contains("Pay rent"))
        }
    }

    @Test func missedNoticesAreSentLateWithinTheGraceAndDroppedAfterIt() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post("/planner/\(household)/items", Self.event("Dentist"))
            let job = Self.dispatcher(app, grace: 3600)
            // Down from before the first reminder (08:45 UTC) until 09:30: the 15-minute one is
            // 45 minutes late (within the hour of grace), the one at the start 30 minutes late.
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(30 * 60))
            #expect(try await job.runOnce() == 2)
            #expect(try await jana.get("/notifications").text.contains("Sent late"))

            _ = try await jana.post("/planner/\(household)/items", Self.event("Later", start: "12:00"))
            // Down until 14:00 Prague: two hours late is past the grace, so it is dropped, not sent.
            app.clock.set(to: Self.mondayNineUTC.addingTimeInterval(4 * 3600))
            #expect(try await job.runOnce() == 0)
            #expect(!(try await jana.get("/notifications").text.contains("Later")))
        }
    }

    /// Re-planning a source after its first notice went out must not cancel its others that are
    /// due too but fall in a later batch (100,000 due at once take 200 batches).
    @Test func aSourcesNoticesDueTogetherAllGoOutAcrossBatches() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post("/planner/\(household)/items", Self.event("Dentist"))
            var job = Self.dispatcher(app)
            job.batchSize = 1
            app.clock.set(to: Self.mondayNineUTC)
            #expect(try await job.runOnce() == 2)
        }
    }

    @Test func someoneElsesNoticeCannotBeOpened() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await jana.post("/planner/\(household)/items", Self.event("Dentist"))
            app.clock.set(to: Self.mondayNineUTC)
            try await Self.dispatcher(app).runOnce()
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            let notice = try #require(try await app.storage.notifications.inbox(userID: janaID, now: app.clock.now, limit: 10).first)
            var petr = try await Browser.signedUp(client, as: .petr)
            #expect(try await petr.post("/notifications/\(notice.id)/open").status == .notFound)
            let opened = try await jana.post("/notifications/\(notice.id)/open")
            #expect(opened.location?.hasPrefix("/planner/\(household)/items/") == true)
        }
    }
}
