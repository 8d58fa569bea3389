import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// Room cards count critical and overdue chores apart ("2 critical, 1 overdue"), and the
/// chores pages' Czech counts take the form the number asks for: 1, 2–4, and 5 or more.
@Suite("Chores room counts")
struct ChoresRoomCountsTests {
    /// A room card's words, tags dropped and spaces folded:
    /// "Kitchen Kitchen · 3 chores 2 critical, 1 overdue In My rooms" (the My rooms badge last).
    static func card(_ name: String, in html: String) throws -> String {
        let cards = html.components(separatedBy: "<li class=\"room-card\">").dropFirst()
        let card = try #require(cards.first { $0.contains("<span class=\"room-name\">\(name)</span>") }, "no card for \(name)")
        let text = card.components(separatedBy: "</li>")[0].replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func cardsCountCriticalAndOverdueApartInEnglishAndCzech() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let base = "/chores/\(household)"
            let kitchen = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            let bathroom = try await ChoresPagesTests.createRoom(&jana, household, "Bathroom", type: "bathroom")
            let hall = try await ChoresPagesTests.createRoom(&jana, household, "Hall", type: "hallway")
            _ = try await ChoresPagesTests.createRoom(&jana, household, "Garden", type: "garden")
            func chore(_ room: String, _ name: String, minutes: Int) async throws {
                let response = try await jana.post(
                    "\(base)/chores", ChoresPagesTests.choreFields(room: room, name: name, value: String(minutes)))
                #expect(response.status == .seeOther, "\(name)")
            }
            // 85 minutes on: the 100-minute chores are critical, the 10-minute one overdue.
            try await chore(kitchen, "Floor", minutes: 100)
            try await chore(kitchen, "Oven", minutes: 100)
            try await chore(kitchen, "Bin", minutes: 10)
            for number in 1...5 { try await chore(bathroom, "Tiles \(number)", minutes: 100) }
            try await chore(hall, "Shoes", minutes: 100)
            for number in 1...3 { try await chore(hall, "Coats \(number)", minutes: 1000) }
            app.clock.advance(by: 85 * 60)

            let english = try await jana.get(base).text
            #expect(try Self.card("Kitchen", in: english) == "Kitchen Kitchen · 3 chores 2 critical, 1 overdue In My rooms")
            #expect(english.contains("<span class=\"chore-status status-critical\">2 critical</span>"))
            #expect(english.contains("<span class=\"chore-status status-overdue\">1 overdue</span>"))
            #expect(try Self.card("Bathroom", in: english) == "Bathroom Bathroom · 5 chores 5 critical In My rooms")
            #expect(try Self.card("Hall", in: english) == "Hall Hallway · 4 chores 1 critical In My rooms")
            #expect(try Self.card("Garden", in: english) == "Garden Garden · 0 chores In My rooms", "nothing urgent, no badge")

            _ = try await jana.post("/settings/preferences", [("language", "cs"), ("appearance", "system"), ("time_zone", "UTC")])
            let czech = try await jana.get(base).text
            #expect(
                try Self.card("Kitchen", in: czech) == "Kitchen Kuchyň · 3 povinnosti 2 kritické, 1 po termínu V Mých místnostech")
            #expect(try Self.card("Bathroom", in: czech) == "Bathroom Koupelna · 5 povinností 5 kritických V Mých místnostech")
            #expect(try Self.card("Hall", in: czech) == "Hall Chodba · 4 povinnosti 1 kritická V Mých místnostech")
            #expect(try Self.card("Garden", in: czech) == "Garden Zahrada · 0 povinností V Mých místnostech")
        }
    }

    @Test func czechIntervalsAndShowMoreAgreeWithTheirNumber() {
        let t = Localizer(language: .czech)
        let every = [(1, ChoreInterval.Unit.days), (2, .days), (4, .hours), (5, .days), (3, .weeks), (10, .minutes), (1, .weeks)]
            .map { t(.chores(.every(ChoreInterval(value: $0.0, unit: $0.1)))) }
        #expect(
            every == [
                "každý den", "každé 2 dny", "každé 4 hodiny", "každých 5 dní",
                "každé 3 týdny", "každých 10 minut", "každý týden",
            ])
        #expect(
            [1, 3, 100].map { t(.chores(.urgentShowMore($0))) } == ["Zobrazit další 1", "Zobrazit další 3", "Zobrazit dalších 100"])
        #expect([1, 2, 5].map { t(.chores(.criticalCount($0))) } == ["1 kritická", "2 kritické", "5 kritických"])
        #expect([0, 1, 4, 22].map { t(.chores(.choreCount($0))) } == ["0 povinností", "1 povinnost", "4 povinnosti", "22 povinností"])
    }
}
