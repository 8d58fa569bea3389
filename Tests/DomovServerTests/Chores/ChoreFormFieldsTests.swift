import DomovCore
@testable import DomovServer
import DomovStorage
import DomovTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The chore form shows only the fields of the chosen kind and rotation in the HTML the server
/// sends: the groups that do not apply carry `hidden` (chores.js shows them when the choice
/// changes), and without JavaScript a button sends the form back to show the others.
@Suite("Chore form fields")
struct ChoreFormFieldsTests {
    /// Whether the element with this id is shown: its opening tag has no `hidden`.
    static func isShown(_ id: String, in html: String) throws -> Bool {
        let at = try #require(html.range(of: "id=\"\(id)\""), "no #\(id)")
        let open = try #require(html[..<at.lowerBound].range(of: "<", options: .backwards))
        let close = try #require(html[at.upperBound...].range(of: ">"))
        return !html[open.lowerBound..<close.upperBound].contains(" hidden")
    }

    /// Which of the form's groups show: the one-time end, the interval, the rotation, its members.
    static func shownGroups(_ html: String) throws -> [String] {
        try ["chore-once-fields", "chore-interval-fields", "chore-rotation-fields", "chore-rotation-members"].filter {
            try isShown($0, in: html)
        }
    }

    @Test func aNewChoreStartsOneTimeWithItsEndAndWithoutIntervalOrTurns() async throws {
        try await withTestApp { _, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            _ = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            let form = try await jana.get("/chores/\(household)/chores/new").text
            #expect(try Self.shownGroups(form) == ["chore-once-fields"])
            // The hidden groups' fields are in the page, so chores.js can show them with their defaults.
            #expect(HTMLScraper.input(named: "end_time", in: form) != nil)
            #expect(HTMLScraper.inputValue(named: "interval_value", in: form) == "1")
            #expect(form.contains("id=\"chore-interval-fields\" data-shown-for=\"kind\" data-shown-values=\"recurring\" hidden"))
            #expect(form.contains("data-shown-for=\"rotation\" data-shown-values=\"round-robin least-done\" hidden"))
            // Without JavaScript, a button sends the form back to show the fields of another choice.
            #expect(form.contains("name=\"refresh\" value=\"1\">Show the fields for this choice</button>"))
        }
    }

    @Test func sendingTheFormBackShowsTheFieldsOfTheKindAndRotationChosenAndSavesNothing() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            var fields = ChoresPagesTests.choreFields(room: room, name: "Bins <out>").filter { $0.0 != "rotation" }
            fields += [("rotation", "round-robin"), ("rotation_members", janaID.description), ("refresh", "1")]
            let turns = try await jana.post("/chores/\(household)/chores", fields)
            #expect(turns.status == .ok)
            #expect(try Self.shownGroups(turns.text) == ["chore-interval-fields", "chore-rotation-fields", "chore-rotation-members"])
            #expect(turns.text.contains("value=\"Bins &lt;out&gt;\""), "what was typed stays")
            #expect(!turns.text.contains("field-error"), "sending back is not a failed save")

            // Recurring without rotation: no members; one-time: no interval and no rotation.
            let alone = try await jana.post(
                "/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Bins") + [("refresh", "1")])
            #expect(try Self.shownGroups(alone.text) == ["chore-interval-fields", "chore-rotation-fields"])
            let once = try await jana.post(
                "/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Bins", kind: "once") + [("refresh", "1")])
            #expect(try Self.shownGroups(once.text) == ["chore-once-fields"])
            #expect(try await app.storage.chores.chores(householdID: household, roomID: nil).isEmpty)
        }
    }

    @Test func theEditFormShowsTheFieldsOfTheChoreAsItIsAndAFailedSaveKeepsTheChoice() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            let janaID = try #require(try await app.storage.accounts.user(email: TestAccount.jana.email)).id
            var fields = ChoresPagesTests.choreFields(room: room, name: "Bins").filter { $0.0 != "rotation" }
            fields += [("rotation", "least-done"), ("rotation_members", janaID.description)]
            let recurring = try #require(
                try await jana.post("/chores/\(household)/chores", fields).location?.split(separator: "?").first.map(String.init))
            #expect(
                try Self.shownGroups(try await jana.get("\(recurring)/edit").text)
                    == ["chore-interval-fields", "chore-rotation-fields", "chore-rotation-members"])
            let onceFields = ChoresPagesTests.choreFields(
                room: room, name: "Oven", kind: "once", start: ("2025-01-15", "10:00"), end: ("2025-01-16", "10:00"))
            let once = try #require(try await jana.post("/chores/\(household)/chores", onceFields).location)
            let onceForm = try await jana.get("\(once)/edit").text
            #expect(try Self.shownGroups(onceForm) == ["chore-once-fields"])
            #expect(HTMLScraper.inputValue(named: "end_date", in: onceForm) == "2025-01-16")

            // A save that fails shows the form as it was sent: the interval, with its error.
            let bad = try await jana.post(recurring, ChoresPagesTests.choreFields(room: room, name: "Bins", value: "0"))
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("id=\"interval_value-error\""))
            #expect(try Self.shownGroups(bad.text) == ["chore-interval-fields", "chore-rotation-fields"])
            // Sending the edit form back changes nothing either.
            let back = try await jana.post(
                recurring, ChoresPagesTests.choreFields(room: room, name: "Renamed", kind: "once") + [("refresh", "1")])
            #expect(back.status == .ok)
            #expect(try Self.shownGroups(back.text) == ["chore-once-fields"])
            #expect(back.text.contains("action=\"\(recurring)\""))
            #expect(try await app.storage.chores.chores(householdID: household, roomID: nil).map(\.name).sorted() == ["Bins", "Oven"])
        }
    }

    @Test func theChorePagesAssignmentShowsTheMembersTakingTurnsOnlyWithARotation() async throws {
        try await withTestApp { app, client in
            var jana = try await Browser.signedUp(client, as: .jana)
            let household = try await jana.createHousehold("Home")
            let room = try await ChoresPagesTests.createRoom(&jana, household, "Kitchen")
            let chore = try #require(
                try await jana.post("/chores/\(household)/chores", ChoresPagesTests.choreFields(room: room, name: "Bins"))
                    .location?.split(separator: "?").first.map(String.init))
            #expect(!(try Self.isShown("assign-rotation-members", in: try await jana.get(chore).text)))
            let back = try await jana.post("\(chore)/assign", [("assignee", ""), ("rotation", "round-robin"), ("refresh", "1")])
            #expect(back.status == .ok)
            #expect(try Self.isShown("assign-rotation-members", in: back.text))
            #expect(try await app.storage.chores.chores(householdID: household, roomID: nil).first?.rotation == ChoreRotation.none)
        }
    }
}
