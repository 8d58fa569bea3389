import Foundation

/// What importing a calendar file does (or, previewed, would do) to each of its objects.
public struct PlannerImportReport: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case added
        /// The file has a newer version (a higher SEQUENCE) of an item already imported.
        case updated
        /// Already in the planner (same UID): importing the same file twice changes nothing.
        case unchanged
        case refused(PlannerCalendarReadError)
    }

    public struct Line: Sendable, Equatable {
        public var uid: String
        /// The item's title, or its UID when it could not be read.
        public var title: String
        public var when: PlannerWhen?
        public var isRecurring: Bool
        public var outcome: Outcome
    }

    public var lines: [Line] = []

    public func count(_ matches: (Outcome) -> Bool) -> Int {
        lines.filter { matches($0.outcome) }.count
    }
}

extension PlannerService {
    /// The most objects one file may hold: a decade of a busy calendar.
    public static let importMaximumObjects = 10_000

    /// Imports an .ics export into the household's planner by UID, or with `apply` false
    /// only says what it would do. Each object is written on its own, so one refused event
    /// does not stop the rest. Throws `PlannerCalendarReadError` for a file that is not a calendar.
    public func importCalendar(
        _ text: String, into householdID: ID<Household>, by user: User, apply: Bool,
        builtinCategory: @escaping (String) -> BuiltinCategory?
    ) async throws -> PlannerImportReport {
        try await households.requireMember(householdID, user)
        let reader = PlannerCalendarReader(defaultTimeZone: user.preferences.timeZoneIdentifier)
        let objects = try reader.objects(fromFile: text)
        guard objects.count <= Self.importMaximumObjects else {
            throw ValidationFailure("file", .tooMany(maximum: Self.importMaximumObjects))
        }
        var report = PlannerImportReport()
        for (uid, text, result) in objects {
            let object: PlannerCalendarObject
            switch result {
            case .success(let read): object = read
            case .failure(let error):
                report.lines.append(.init(uid: uid, title: uid, when: nil, isRecurring: false, outcome: .refused(error)))
                continue
            }
            // The reader refuses an object of edited occurrences alone; that is not assumed here.
            guard let master = object.master else {
                report.lines.append(.init(uid: uid, title: uid, when: nil, isRecurring: false, outcome: .refused(.missingMaster)))
                continue
            }
            var outcome = PlannerImportReport.Outcome.added
            if let existing = try await planner.item(calendarUID: object.uid, householdID: householdID) {
                outcome = master.sequence > existing.sequence && existing.isVisible(to: user.id) ? .updated : .unchanged
            }
            if apply, outcome == .added || outcome == .updated {
                let write = CalendarObjectWrite(
                    householdID: householdID, uid: object.uid, name: nil, expectation: outcome == .added ? .absent : .anything)
                do {
                    try await saveCalendarObject(object, text: text, as: write, by: user, builtinCategory: builtinCategory)
                } catch is CalendarObjectConflict {
                    // Someone (a calendar app) created it meanwhile: theirs stays.
                    outcome = .unchanged
                } catch let reached as UsageLimitReached {
                    // The objects before this one are imported; importing the file again once
                    // there is room skips them as unchanged and adds the rest.
                    throw ValidationFailure("file", .limitReached(reached))
                }
            }
            report.lines.append(
                .init(
                    uid: object.uid, title: master.title, when: master.when,
                    isRecurring: master.recurrenceRule != nil, outcome: outcome
                ))
        }
        return report
    }
}
