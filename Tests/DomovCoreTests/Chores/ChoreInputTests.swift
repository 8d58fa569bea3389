import DomovCore
import Foundation
import Testing

/// Bad chore input: every problem named by its field, nothing accepted.
@Suite("Chore input")
struct ChoreInputTests {
    static let now = Date(timeIntervalSince1970: 1_736_933_400) // 2025-01-15 09:30 UTC
    static let room: ID<ChoreRoom> = ID(UUID())
    static let member: ID<User> = ID(UUID())

    static func input(_ kind: String = "once", end: String = "09:32", value: String = "1", unit: String = "days") -> ChoreInput {
        var input = ChoreInput()
        input.roomID = room.description
        input.name = "  Vynést koš  "
        input.kind = kind
        input.startDate = "2025-01-15"
        input.startTime = "09:30"
        input.endTime = end
        input.intervalValue = value
        input.intervalUnit = unit
        return input
    }

    static func validate(_ input: ChoreInput) throws -> ChoreInput.Draft {
        try input.validated(now: now, defaultTimeZone: "UTC", rooms: [room], members: [member])
    }

    static func problems(_ input: ChoreInput) -> [String: FieldProblem] {
        do {
            _ = try validate(input)
            return [:]
        } catch let failure as ValidationFailure {
            return Dictionary(failure.errors.map { ($0.field, $0.problem) }, uniquingKeysWith: { a, _ in a })
        } catch {
            return ["?": .invalidValue]
        }
    }

    @Test func aOneTimeSpanOfExactlyTwoMinutesIsAcceptedAndOneMinuteIsNot() throws {
        let draft = try Self.validate(Self.input(end: "09:32"))
        #expect(draft.name == "Vynést koš")
        #expect(draft.schedule == .once(start: Self.now, end: Self.now.addingTimeInterval(120)))
        #expect(Self.problems(Self.input(end: "09:31")) == ["end_time": .spanTooShort(minimumMinutes: 2)])
        #expect(Self.problems(Self.input(end: "09:00")) == ["end_time": .spanTooShort(minimumMinutes: 2)])
    }

    @Test func intervalsMustBePositiveAndAtMostFiveYears() throws {
        #expect(Self.problems(Self.input("recurring", value: "0")) == ["interval_value": .mustBePositive])
        #expect(Self.problems(Self.input("recurring", value: "-3")) == ["interval_value": .mustBePositive])
        #expect(Self.problems(Self.input("recurring", value: "x")) == ["interval_value": .invalidNumber])
        #expect(Self.problems(Self.input("recurring", value: "1827", unit: "days")).isEmpty)
        #expect(Self.problems(Self.input("recurring", value: "1828", unit: "days")) == ["interval_value": .tooLarge(maximum: 1827)])
        #expect(Self.problems(Self.input("recurring", value: "262", unit: "weeks")) == ["interval_value": .tooLarge(maximum: 261)])
        #expect(Self.problems(Self.input("recurring", value: "1", unit: "fortnights")) == ["interval_unit": .unknownChoice])
        let draft = try Self.validate(Self.input("recurring", value: "90", unit: "minutes"))
        #expect(draft.schedule == .recurring(start: Self.now, every: ChoreInterval(value: 90, unit: .minutes)))
    }

    @Test func anotherHouseholdsRoomOrPersonIsAnUnknownChoice() {
        var input = Self.input()
        input.roomID = UUID().uuidString
        input.assigneeID = UUID().uuidString
        input.name = ""
        input.kind = "sometimes"
        #expect(Self.problems(input) == ["room": .unknownChoice, "assignee": .unknownChoice, "name": .required, "kind": .unknownChoice])
    }

    @Test func anEmptyStartMeansNowAndRotationStartsWithItsFirstMember() throws {
        var input = Self.input("recurring", value: "2", unit: "hours")
        input.startDate = ""
        input.startTime = ""
        input.rotationMode = "round-robin"
        input.rotationMembers = [Self.member.description, Self.member.description]
        let draft = try Self.validate(input)
        #expect(draft.schedule.start == Self.now)
        #expect(draft.rotation == ChoreRotation(mode: .roundRobin, members: [Self.member]))
        #expect(draft.assigneeID == Self.member)
    }

    @Test func roomTypesAreTheTenOfTheSeed() {
        #expect(ChoreRoomType.allCases.count == 10)
        #expect(throws: ValidationFailure.self) { try ChoreRoomInput(name: "Sklep", type: "cellar").validated() }
        #expect(throws: ValidationFailure.self) { try ChoreRoomInput(name: " ", type: "kitchen").validated() }
    }

    @Test func rotationTakesTurnsOrPicksWhoeverDidLeast() {
        let a: ID<User> = ID(UUID()), b: ID<User> = ID(UUID()), c: ID<User> = ID(UUID())
        let turns = ChoreRotation(mode: .roundRobin, members: [a, b, c])
        #expect(turns.nextAssignee(after: a, completions: [:]) == b)
        #expect(turns.nextAssignee(after: c, completions: [:]) == a)
        #expect(turns.nextAssignee(after: nil, completions: [:]) == a)
        let least = ChoreRotation(mode: .leastDone, members: [a, b, c])
        #expect(least.nextAssignee(after: a, completions: [a: 3, b: 1, c: 1]) == b)
        #expect(ChoreRotation.none.nextAssignee(after: c, completions: [:]) == c)
    }
}
