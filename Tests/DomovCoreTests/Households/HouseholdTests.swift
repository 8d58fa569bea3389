import DomovCore
import Testing

@Suite("Household.validName")
struct HouseholdTests {
    @Test func nameIsTrimmed() throws {
        #expect(try Household.validName("  Novákovi \t") == "Novákovi")
    }

    @Test(arguments: ["", "   ", "\n"])
    func emptyNameIsRequired(_ raw: String) {
        #expect(throws: FieldError("name", .required)) { try Household.validName(raw) }
    }

    @Test func nameIsAtMost100Characters() throws {
        let longest = String(repeating: "ř", count: 100)
        #expect(try Household.validName(longest) == longest)
        #expect(throws: FieldError("name", .tooLong(maximum: 100))) { try Household.validName(longest + "ř") }
    }

    @Test func errorsNameTheGivenField() {
        #expect(throws: FieldError("household_name", .required)) { try Household.validName("", field: "household_name") }
    }
}
