import Foundation

/// An item as a person typed it: the web form's fields and the JSON API's properties, as text.
/// `validated(defaultTimeZone:)` turns it into a `PlannerItemDraft` or every field's problem.
public struct PlannerItemInput: Sendable, Equatable {
    public var kind = ""
    public var title = ""
    public var notes = ""
    /// A built-in category's name, a custom category's id, or "new" with `newCategoryName`.
    public var category = ""
    public var newCategoryName = ""
    public var isPrivate = false
    public var timeZone = ""
    public var allDay = false
    /// An event's start, or a to-do's due date and time.
    public var startDate = ""
    public var startTime = ""
    public var endDate = ""
    public var endTime = ""
    /// The other way to give an event's length, when no end is given.
    public var durationMinutes = ""
    public var location = ""
    /// Household members invited to a meeting, by user id.
    public var memberAttendees: [String] = []
    /// Others invited by email: addresses separated by commas, spaces or line breaks.
    public var emailAttendees = ""
    /// Minutes before the start for each reminder ("0" is at the start).
    public var reminders: [String] = []
    public var repeatFrequency = ""
    public var repeatInterval = ""
    public var repeatWeekdays: [String] = []
    public var repeatMonthDays = ""
    /// Monthly and yearly: "month_day" (or empty), "weekday" or "last_weekday", of the start date
    /// (`PlannerRepeat.Anchor`).
    public var repeatAnchor = ""
    /// "never", "count" or "until".
    public var repeatEnd = ""
    public var repeatCount = ""
    public var repeatUntil = ""
    /// An RRULE value given as is (API and CalDAV); wins over the repeat fields when set.
    public var recurrenceRule = ""
    /// "household", a personal calendar's id, or empty: the household's default calendar for a
    /// new item, the calendar it is in for an edit.
    public var calendar = ""

    public init() {}

    /// Without an end or a duration, an event lasts an hour, as in most calendar apps.
    public static let defaultDurationMinutes = 60
}

/// A category choice that has passed the form rules; the service checks it belongs to the household.
public enum PlannerCategoryChoice: Hashable, Sendable {
    case existing(PlannerCategoryRef)
    /// "Other…" with a name typed in: made once, then reused like any custom category.
    case new(name: String)
}

/// An item that passed every rule that needs no database.
public struct PlannerItemDraft: Sendable, Equatable {
    public var kind: PlannerItemKind
    public var title: String
    public var notes: String
    public var category: PlannerCategoryChoice
    public var isPrivate: Bool
    public var timeZoneIdentifier: String
    public var when: PlannerWhen
    public var location: String
    public var memberAttendees: [ID<User>]
    public var emailAttendees: [String]
    public var reminders: [PlannerReminder]
    public var recurrenceRule: String?
    /// Nil when the input named no calendar.
    public var calendar: PlannerCalendarScope? = nil
}

extension PlannerItemInput {
    public func validated(defaultTimeZone: String) throws(ValidationFailure) -> PlannerItemDraft {
        var errors = FieldErrorCollector()
        let kind = errors.check { () throws(FieldError) in
            guard let kind = PlannerItemKind(rawValue: self.kind.isEmpty ? "event" : self.kind) else {
                throw FieldError("kind", .invalidValue)
            }
            return kind
        }
        let title = errors.check { () throws(FieldError) in
            try TextRules.requiredText(self.title, field: "title", maximumLength: PlannerItem.titleMaximumLength)
        }
        if notes.count > PlannerItem.notesMaximumLength { errors.add("notes", .tooLong(maximum: PlannerItem.notesMaximumLength)) }
        if TextRules.hasControlCharacters(notes) { errors.add("notes", .invalidValue) }
        let category = errors.check(validatedCategory)
        let zoneName =
            timeZone.trimmingCharacters(in: .whitespaces).isEmpty ? defaultTimeZone : timeZone.trimmingCharacters(in: .whitespaces)
        let zone = TimeZone(identifier: zoneName)
        if zone == nil { errors.add("time_zone", .unknownTimeZone) }
        let location = self.location.trimmingCharacters(in: .whitespacesAndNewlines)
        if TextRules.hasControlCharacters(location) { errors.add("location", .invalidValue) }
        if location.count > PlannerItem.locationMaximumLength {
            errors.add("location", .tooLong(maximum: PlannerItem.locationMaximumLength))
        }
        let when = zone.flatMap { zone in errors.check { () throws(FieldError) in try validatedWhen(kind: kind ?? .event, zone: zone) } }
        let members = errors.check(validatedMemberAttendees) ?? []
        let emails = errors.check(validatedEmailAttendees) ?? []
        if members.count + emails.count > PlannerAttendee.maximumCount {
            errors.add("attendees", .tooMany(maximum: PlannerAttendee.maximumCount))
        }
        let reminders = errors.check(validatedReminders) ?? []
        let rule = zone.flatMap { zone in
            errors.check { () throws(FieldError) in try validatedRecurrence(zone: zone, when: when) }
        }
        let calendarToken = self.calendar.trimmingCharacters(in: .whitespaces)
        let calendar = calendarToken.isEmpty ? nil : PlannerCalendarScope(token: calendarToken)
        if !calendarToken.isEmpty, calendar == nil { errors.add("calendar", .unknownChoice) }
        try errors.throwIfAny()
        return PlannerItemDraft(
            kind: kind!, title: title!, notes: notes, category: category!, isPrivate: isPrivate,
            timeZoneIdentifier: zoneName, when: when!, location: location,
            memberAttendees: kind == .meeting ? members : [], emailAttendees: kind == .meeting ? emails : [],
            reminders: reminders, recurrenceRule: rule ?? nil, calendar: calendar
        )
    }

    private func validatedCategory() throws(FieldError) -> PlannerCategoryChoice {
        let token = category.trimmingCharacters(in: .whitespaces)
        if token.isEmpty { return .existing(.builtin(.other)) }
        if token == "new" {
            return .new(name: try PlannerCategory.validName(newCategoryName, field: "new_category_name"))
        }
        guard let ref = PlannerCategoryRef(token: token) else { throw FieldError("category", .invalidValue) }
        // "Other" with a name typed in is the seed's way of asking for a custom category.
        if ref == .builtin(.other), !newCategoryName.trimmingCharacters(in: .whitespaces).isEmpty {
            return .new(name: try PlannerCategory.validName(newCategoryName, field: "new_category_name"))
        }
        return .existing(ref)
    }

    /// The item's dates, inside `PlannerDateRange` (an end date typed years ahead would
    /// otherwise make a length the databases cannot hold).
    private func validatedWhen(kind: PlannerItemKind, zone: TimeZone) throws(FieldError) -> PlannerWhen {
        let when = try parsedWhen(kind: kind, zone: zone)
        guard PlannerDateRange.contains(when) else {
            let startsInside = when.start(in: zone).map { PlannerDateRange.contains($0) } ?? true
            let field =
                startsInside
                ? (allDay ? "end_date" : (endTime.trimmingCharacters(in: .whitespaces).isEmpty ? "duration_minutes" : "end_time"))
                : "start_date"
            throw FieldError(field, .dateOutOfRange(firstYear: PlannerDateRange.firstYear, lastYear: PlannerDateRange.lastYear))
        }
        return when
    }

    private func parsedWhen(kind: PlannerItemKind, zone: TimeZone) throws(FieldError) -> PlannerWhen {
        let hasStartDate = !startDate.trimmingCharacters(in: .whitespaces).isEmpty
        let hasStartTime = !startTime.trimmingCharacters(in: .whitespaces).isEmpty
        if kind == .todo {
            // A to-do's date is its due date; without a time it is due that whole day.
            guard hasStartDate else { return .unscheduled }
            guard let day = LocalDate(isoString: startDate.trimmingCharacters(in: .whitespaces)) else {
                throw FieldError("start_date", .invalidDate)
            }
            guard hasStartTime && !allDay else { return .allDay(first: day, days: 1) }
            guard let due = LocalDateTime(formDate: startDate, formTime: startTime) else { throw FieldError("start_time", .invalidTime) }
            return .timed(start: due.instant(in: zone), minutes: 0)
        }
        guard hasStartDate else { throw FieldError("start_date", .required) }
        guard let first = LocalDate(isoString: startDate.trimmingCharacters(in: .whitespaces)) else {
            throw FieldError("start_date", .invalidDate)
        }
        if allDay {
            let hasEnd = !endDate.trimmingCharacters(in: .whitespaces).isEmpty
            guard hasEnd else { return .allDay(first: first, days: 1) }
            guard let last = LocalDate(isoString: endDate.trimmingCharacters(in: .whitespaces)) else {
                throw FieldError("end_date", .invalidDate)
            }
            guard last >= first else { throw FieldError("end_date", .endBeforeStart) }
            return .allDay(first: first, days: last.dayNumber - first.dayNumber + 1)
        }
        guard hasStartTime else { throw FieldError("start_time", .required) }
        guard let startLocal = LocalDateTime(formDate: startDate, formTime: startTime) else { throw FieldError("start_time", .invalidTime) }
        let start = startLocal.instant(in: zone)
        let hasEndTime = !endTime.trimmingCharacters(in: .whitespaces).isEmpty
        if hasEndTime {
            let endDay = endDate.trimmingCharacters(in: .whitespaces).isEmpty ? startDate : endDate
            guard let endLocal = LocalDateTime(formDate: endDay, formTime: endTime) else { throw FieldError("end_time", .invalidTime) }
            let seconds = endLocal.instant(in: zone).timeIntervalSince(start)
            guard seconds > 0 else { throw FieldError("end_time", .endBeforeStart) }
            return .timed(start: start, minutes: Int((seconds / 60).rounded(.up)))
        }
        let durationText = durationMinutes.trimmingCharacters(in: .whitespaces)
        guard !durationText.isEmpty else { return .timed(start: start, minutes: Self.defaultDurationMinutes) }
        guard let minutes = Int(durationText) else { throw FieldError("duration_minutes", .invalidNumber) }
        guard minutes > 0 else { throw FieldError("duration_minutes", .mustBePositive) }
        guard minutes <= Self.maximumDurationMinutes else {
            throw FieldError("duration_minutes", .tooLarge(maximum: Self.maximumDurationMinutes))
        }
        return .timed(start: start, minutes: minutes)
    }

    /// A year: longer than any real event, short enough that end arithmetic never overflows.
    public static let maximumDurationMinutes = 366 * 24 * 60

    private func validatedMemberAttendees() throws(FieldError) -> [ID<User>] {
        var ids: [ID<User>] = []
        for raw in memberAttendees where !raw.isEmpty {
            guard let id = ID<User>(raw) else { throw FieldError("attendees", .invalidValue) }
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    private func validatedEmailAttendees() throws(FieldError) -> [String] {
        var emails: [String] = []
        let separators = CharacterSet(charactersIn: ",;").union(.whitespacesAndNewlines)
        for raw in emailAttendees.components(separatedBy: separators) where !raw.isEmpty {
            let email = try AccountRules.email(raw, field: "attendee_emails")
            if !emails.contains(email) { emails.append(email) }
        }
        return emails
    }

    private func validatedReminders() throws(FieldError) -> [PlannerReminder] {
        var chosen: Set<PlannerReminder> = []
        for raw in reminders where !raw.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let minutes = Int(raw.trimmingCharacters(in: .whitespaces)) else { throw FieldError("reminders", .invalidNumber) }
            guard minutes >= 0 else { throw FieldError("reminders", .invalidNumber) }
            guard minutes <= PlannerReminder.maximumMinutesBefore else {
                throw FieldError("reminders", .tooLarge(maximum: PlannerReminder.maximumMinutesBefore))
            }
            chosen.insert(PlannerReminder(minutesBefore: minutes))
        }
        guard chosen.count <= PlannerReminder.maximumCount else {
            throw FieldError("reminders", .tooMany(maximum: PlannerReminder.maximumCount))
        }
        return chosen.sorted()
    }
}
