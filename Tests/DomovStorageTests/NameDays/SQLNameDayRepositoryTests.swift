import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLNameDayRepository")
struct SQLNameDayRepositoryTests {
    func service(_ storage: Storage, _ f: StorageFixtures) -> NameDayService {
        NameDayService(repository: storage.nameDays, clock: f.clock.wallClock, ids: f.ids, link: { _ in "/name-days/reminders" })
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aReminderComesBackExactlyWithItsNotice(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let names = service(storage, f)
            let saved = try await names.create(NameDayReminderInput(name: "sarka", personName: "Babička Šárka", time: "8:15"), by: jana)
            let loaded = try #require(try await storage.nameDays.reminder(id: saved.id))
            #expect(loaded == saved)
            #expect(loaded.name == "Šárka" && loaded.personName == "Babička Šárka" && loaded.minuteOfDay == 495)
            #expect(loaded.timeZoneIdentifier == "Europe/Prague" && loaded.calendars == [.czech])
            #expect(try await f.rows(in: "notices", where: "source_id", is: saved.id.description) == 1)
            #expect(try await storage.nameDays.reminders(userID: jana.id) == [saved])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aSecondReminderForTheSameNameAndPersonIsAConflict(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let petr = try await f.user("petr")
            let names = service(storage, f)
            _ = try await names.create(NameDayReminderInput(name: "Jana", personName: "Babička"), by: jana)
            let failure = await #expect(throws: ValidationFailure.self) {
                _ = try await names.create(NameDayReminderInput(name: "jana", personName: " babička "), by: jana)
            }
            #expect(failure?.isConflict == true)
            // Another person, or the name alone, is not the same reminder.
            _ = try await names.create(NameDayReminderInput(name: "Jana"), by: jana)
            _ = try await names.create(NameDayReminderInput(name: "Jana", personName: "Babička"), by: petr)
            #expect(try await storage.nameDays.reminders(userID: jana.id).count == 2)
            #expect(try await f.rows(in: "name_day_reminders") == 3)
            #expect(try await f.rows(in: "notices") == 3)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func editingReplansAndDeletingCancelsTheNotice(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let petr = try await f.user("petr")
            let names = service(storage, f)
            let saved = try await names.create(NameDayReminderInput(name: "Jan"), by: jana)
            let edited = try await names.update(
                saved.id, with: NameDayReminderInput(name: "Honza", personName: "Děda", time: "06:30"), by: jana)
            #expect(edited.name == "Jan" && edited.minuteOfDay == 390)
            #expect(try await f.rows(in: "notices", where: "source_id", is: saved.id.description) == 1)
            // Somebody else's reminder does not exist for them.
            await #expect(throws: DomainError.notFound) { try await names.delete(saved.id, by: petr) }
            await #expect(throws: DomainError.notFound) { _ = try await names.reminder(saved.id, for: petr) }
            try await names.delete(saved.id, by: jana)
            #expect(try await storage.nameDays.reminder(id: saved.id) == nil)
            #expect(try await f.rows(in: "notices", where: "source_id", is: saved.id.description) == 0)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func calendarsAndFeedTokensAreKeptPerPerson(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = StorageFixtures(storage: storage)
            let jana = try await f.user("jana")
            let repository = storage.nameDays
            #expect(try await repository.calendars(userID: jana.id) == nil)
            #expect(try await repository.hasFeed(userID: jana.id) == false)
            let token = SecretToken.generate()
            try await repository.setFeedToken(token, userID: jana.id, at: f.clock.now)
            #expect(try await repository.calendars(userID: jana.id) == [.czech])
            try await repository.setCalendars([.slovak, .czech], userID: jana.id, at: f.clock.now)
            #expect(try await repository.calendars(userID: jana.id) == [.czech, .slovak])
            #expect(try await repository.userID(feedToken: token) == jana.id)
            #expect(try await repository.hasFeed(userID: jana.id))
            try await repository.setFeedToken(nil, userID: jana.id, at: f.clock.now)
            #expect(try await repository.userID(feedToken: token) == nil)
            #expect(try await repository.calendars(userID: jana.id) == [.czech, .slovak])
        }
    }
}
