/// What went wrong with one input field. The code is language-neutral; the server
/// turns it into an English or Czech sentence.
public struct FieldError: Error, Hashable, Sendable {
    public let field: String
    public let problem: FieldProblem

    public init(_ field: String, _ problem: FieldProblem) {
        self.field = field
        self.problem = problem
    }
}

public enum FieldProblem: Hashable, Sendable {
    case required
    case tooLong(maximum: Int)
    case tooShort(minimum: Int)
    case invalidEmail
    case invalidNickname
    case nicknameTaken
    case emailTaken
    case nameTaken
    case wrongPassword
    case passwordsDiffer
    case confirmationMismatch
    case unknownTimeZone
    case invalidValue
    case tooLarge(maximum: Int)
    case tooMany(maximum: Int)
    case mustBePositive
    /// Not a date in the form 2026-03-29.
    case invalidDate
    /// Not a time in the form 09:30.
    case invalidTime
    /// Not a whole number.
    case invalidNumber
    case endBeforeStart
    /// A daily range (quiet hours) whose end is its start.
    case sameStartAndEnd
    /// A repeat rule that never produces a single occurrence.
    case impossibleRecurrence
    /// A choice (a category, an invitee) that is not among the household's.
    case unknownChoice
    /// An end too close to its start (a one-time chore spans at least this many minutes).
    case spanTooShort(minimumMinutes: Int)
    /// A name with no day in the name-day calendars the person follows.
    case unknownName
    /// A nickname that stands for several names ("Míša": Michal or Michaela).
    case ambiguousName
    /// A name-day reminder the person already has: the same name for the same person (or for
    /// the name alone when `person` is nil), as the existing reminder spells them.
    case nameDayReminderExists(person: String?, name: String)
    /// A number outside the range the rules allow (a weight of 500 kg).
    case outOfRange(minimum: Int, maximum: Int)
    /// A calendar server that could not be reached or refused the account.
    case calendarServer(ExternalCalendarProblem)
    /// Text with a NUL character, which no form or app has reason to send and no database
    /// stores the same way.
    case controlCharacter
    /// An address Domov only reaches over https:// (a push service).
    case requiresHTTPS
    /// An address on a loopback or private network, which the server does not connect to for
    /// its members unless the admin allows it.
    case privateAddress
    /// A host name that could not be resolved.
    case unknownHost
    /// A recipe page (an import) holds no schema.org Recipe.
    case noRecipeInPage
    /// A recipe page's JSON-LD, where its recipe would be, is not valid JSON.
    case recipeDataNotJSON
    /// A date outside the years the planner holds (`PlannerDateRange`).
    case dateOutOfRange(firstYear: Int, lastYear: Int)
    /// Saving would take the author past one of their `UsageLimits`.
    case limitReached(UsageLimitReached)
}

/// Thrown when input breaks the rules. Holds every field's problem at once, so a
/// form can show all of them in one round trip. Nothing was written when it is thrown.
public struct ValidationFailure: Error, Sendable, Equatable {
    public let errors: [FieldError]
    /// Conflicts (a taken name) map to 409 rather than 422.
    public var isConflict: Bool {
        errors.allSatisfy {
            switch $0.problem {
            case .nicknameTaken, .emailTaken, .nameTaken, .nameDayReminderExists: true
            default: false
            }
        }
    }

    public init(_ errors: [FieldError]) {
        precondition(!errors.isEmpty, "a validation failure names at least one field")
        self.errors = errors
    }

    public init(_ field: String, _ problem: FieldProblem) {
        self.init([FieldError(field, problem)])
    }

    /// Runs one field's validation, so that callers of a use case see `ValidationFailure` only.
    public static func checking<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as FieldError {
            throw ValidationFailure([error])
        }
    }

    public func problem(for field: String) -> FieldProblem? {
        errors.first { $0.field == field }?.problem
    }
}

/// Collects field errors while validating a whole form.
public struct FieldErrorCollector: Sendable {
    public private(set) var errors: [FieldError] = []

    public init() {}

    public mutating func add(_ field: String, _ problem: FieldProblem) {
        errors.append(FieldError(field, problem))
    }

    /// Runs a field's validation, recording its problem and returning nil on failure.
    public mutating func check<Value>(_ body: () throws -> Value) -> Value? {
        do {
            return try body()
        } catch let error as FieldError {
            errors.append(error)
        } catch let failure as ValidationFailure {
            errors.append(contentsOf: failure.errors)
        } catch {
            preconditionFailure("validation threw a non-field error: \(error)")
        }
        return nil
    }

    public func throwIfAny() throws(ValidationFailure) {
        if !errors.isEmpty { throw ValidationFailure(errors) }
    }
}
