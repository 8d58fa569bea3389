import DomovCore
import Foundation
import Testing

@Suite("Personal data input")
struct PersonalDataInputTests {
    let valid = PersonalDataInput([.sex: "female", .weight: "62,5", .height: "168", .age: "34", .activity: "mild", .goal: "weight-loss"])

    @Test func validInputBecomesData() throws {
        let data = try valid.validated()
        #expect(data == PersonalData(sex: .female, weightKg: 62.5, heightCm: 168, ageYears: 34, activity: .mild, goal: .weightLoss))
    }

    @Test(arguments: [
        (PersonalDataInput.Field.weight, "19.9"), (.weight, "300.1"), (.height, "99"), (.height, "251"), (.age, "14"), (.age, "101"),
    ])
    func valuesOutsideTheRangesAreFieldErrors(field: PersonalDataInput.Field, value: String) {
        var input = valid
        input[field] = value
        #expect(throws: ValidationFailure.self) { try input.validated() }
        do {
            _ = try input.validated()
        } catch {
            guard case .outOfRange = error.problem(for: field.rawValue) else {
                Issue.record("expected out of range for \(field), got \(error)")
                return
            }
        }
    }

    @Test func theEdgesAreAllowed() throws {
        var input = valid
        input[.weight] = "20"; input[.height] = "250"; input[.age] = "15"
        _ = try input.validated()
        input[.weight] = "300"; input[.height] = "100"; input[.age] = "100"
        _ = try input.validated()
    }

    @Test func missingFieldsAreAllReportedAtOnce() {
        do {
            _ = try PersonalDataInput().validated()
            Issue.record("empty input passed")
        } catch {
            #expect(Set(error.errors.map(\.field)) == ["sex", "weight", "height", "age", "activity", "goal"])
            #expect(error.errors.allSatisfy { $0.problem == .required })
        }
    }

    @Test func wordsAndUnknownChoicesAreRefused() {
        let input = PersonalDataInput([
            .sex: "other", .weight: "heavy", .height: "nan", .age: "3.5", .activity: "extreme", .goal: "x", .equation: "guess",
        ])
        do {
            _ = try input.validated()
            Issue.record("nonsense passed")
        } catch {
            #expect(error.problem(for: "sex") == .invalidValue)
            #expect(error.problem(for: "weight") == .invalidNumber)
            #expect(error.problem(for: "height") == .invalidNumber)
            #expect(error.problem(for: "age") == .invalidNumber)
            #expect(error.problem(for: "equation") == .invalidValue)
        }
    }
}
