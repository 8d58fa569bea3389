import DomovCore
import Foundation

private typealias Field = PlannerItemForm.Field

/// The form that makes or edits an item. It works without JavaScript: fields that only some
/// kinds use say so, and app.js merely hides what the chosen kind does not need.
struct PlannerItemFormPage {
    enum Mode {
        case new
        /// Editing this occurrence (or the whole item when it does not repeat).
        case edit(PlannerOccurrence)
    }

    let frame: PlannerFrame
    let mode: Mode
    var values: FormFields
    var failure: ValidationFailure?

    init(frame: PlannerFrame, mode: Mode, values: FormFields, failure: ValidationFailure? = nil) {
        self.frame = frame
        self.mode = mode
        self.values = values
        self.failure = failure.map(Self.anchorOnMenu)
    }

    /// The anchor ("the last Tuesday") is chosen in the repeat menu, so its problem is shown there.
    private static func anchorOnMenu(_ failure: ValidationFailure) -> ValidationFailure {
        guard failure.problem(for: Field.repeatFrequency) == nil else { return failure }
        return ValidationFailure(failure.errors.map { $0.field == "repeat_anchor" ? FieldError(Field.repeatFrequency, $0.problem) : $0 })
    }

    private var form: FormBuilder { FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken, values: values, failure: failure) }

    func render() -> HTML {
        let (title, action): (String, SiteURL) =
            switch mode {
            case .new: (frame(.newItem), .planner(.items(frame.householdID)))
            case .edit(let occurrence): (frame(.editItem(occurrence.item.title)), .planner(.update(frame.householdID, occurrence.item.id)))
            }
        return frame.render(
            title: title, tab: .item,
            form.form(
                id: "item-form", action: action, classes: "stack item-form",
                """
                \(scopeChoice)
                \(form.choices(Field.kind, legend: frame(.kindLegend),
                    options: PlannerItemKind.allCases.map { ($0.rawValue, frame(.kind($0))) }, classes: "choices segmented"))
                \(form.input(Field.title, label: frame(.title), maxLength: PlannerItem.titleMaximumLength))
                \(whenFields)
                \(categoryFields)
                \(frame.calendarField(form))
                \(form.input(Field.location, label: frame(.location), required: false, maxLength: PlannerItem.locationMaximumLength))
                \(attendeeFields)
                \(reminderFields)
                \(repeatFields)
                \(form.textarea(Field.notes, label: frame(.notes), rows: 5, maxLength: PlannerItem.notesMaximumLength))
                \(form.checkbox(Field.private, label: frame(.privateLabel), hint: frame(.privateHint)))
                \(form.submit(frame(.saveItem)))
                """))
    }

    /// For an occurrence of a series: which occurrences the change is for.
    private var scopeChoice: HTML {
        guard case .edit(let occurrence) = mode, occurrence.item.isRecurring, let originalStart = occurrence.originalStart else {
            return .empty
        }
        return """
            <input type="hidden" name="\(Field.occurrence)" value="\(PlannerURL.occurrenceToken(originalStart))">
            \(form.choices(Field.scope, legend: frame(.applyTo), options: [
            ("occurrence", frame(.scopeOccurrence)), ("following", frame(.scopeFollowing)), ("all", frame(.scopeAll)),
            ], selected: [values.has(Field.scope) ? values[Field.scope] : "occurrence"]))
            """
    }

    private var whenFields: HTML {
        """
        <fieldset class="when">
        <legend>\(frame(.when))</legend>
        <p class="hint" data-kind-hint="todo">\(frame(.todoDateHint))</p>
        \(form.checkbox(Field.allDay, label: frame(.allDay)))
        <div class="field-row">
        \(form.input(Field.startDate, label: frame(.startDate), type: "date", required: false))
        \(form.input(Field.startTime, label: frame(.startTime), type: "time", required: false))
        </div>
        <div class="field-row" data-kind-only="event meeting">
        \(form.input(Field.endDate, label: frame(.endDate), type: "date", required: false))
        \(form.input(Field.endTime, label: frame(.endTime), type: "time", required: false))
        </div>
        \(form.timeZoneSelect(Field.timeZone, label: frame(.timeZoneLabel), selected: values[Field.timeZone]))
        </fieldset>
        """
    }

    private var categoryFields: HTML {
        """
        <div class="field-row">
        \(form.select(Field.category, label: frame(.categoryLabel), options: frame.categoryChoices, selected: values[Field.category]))
        \(form.input(Field.newCategoryName, label: frame(.newCategoryName), required: false, hint: frame(.newCategoryHint),
            maxLength: PlannerCategory.nameMaximumLength))
        </div>
        """
    }

    private var attendeeFields: HTML {
        let members = frame.members.map { ($0.userID.description, $0.displayName) }
        return """
            <fieldset class="attendees" data-kind-only="meeting">
            <legend>\(frame(.attendees))</legend>
            <p class="hint">\(frame(.attendeesHint))</p>
            \(form.choices(Field.attendees, legend: frame(.householdMembers), options: members, multiple: true))
            \(form.textarea(Field.attendeeEmails, label: frame(.attendeeEmails), rows: 2, hint: frame(.attendeeEmailsHint)))
            </fieldset>
            """
    }

    private var reminderFields: HTML {
        let todo = values[Field.kind] == PlannerItemKind.todo.rawValue
        let presets = PlannerItemForm.reminderPresets.map {
            (String($0), frame(.reminderLabel(PlannerReminder(minutesBefore: $0), todo: todo)))
        }
        let units = PlannerReminder.Unit.allCases.map { ($0.rawValue, frame(.unit($0))) }
        return """
            <fieldset class="reminders">
            <legend>\(frame(.reminders))</legend>
            <p class="hint">\(frame(.remindersHint))</p>
            \(form.choices(Field.reminders, legend: frame(.remindMe), options: presets, multiple: true, classes: "choices compact"))
            <div class="field-row">
            \(form.input(Field.reminderCustomAmount, label: frame(.customReminder), type: "number", required: false,
                extraAttributes: " min=\"0\" inputmode=\"numeric\""))
            \(form.select(Field.reminderCustomUnit, label: frame(.unitLabel), options: units,
                selected: values[Field.reminderCustomUnit].isEmpty ? "minutes" : values[Field.reminderCustomUnit]))
            </div>
            </fieldset>
            """
    }

    private var repeatFields: HTML {
        let custom: HTML
        var frequencies = repeatChoices
        if values[Field.repeatFrequency] == "custom" {
            // A calendar app's rule the fields cannot show: said in words, and kept as it is.
            let words = RecurrenceWords(frame.format.language).describe(
                rule: values[Field.recurrenceRule], start: repeatStart, timeZone: repeatZone)
            frequencies.append(("custom", words))
            let sentence = frame(.keptRule(words.prefix(1).lowercased() + words.dropFirst()))
            custom = """
                <input type="hidden" name="\(Field.recurrenceRule)" value="\(values[Field.recurrenceRule])">
                <p class="hint kept-rule" id="repeat-kept" data-repeat-only="custom">\(sentence). \(frame(.keptRuleHint))</p>
                """
        } else {
            custom = .empty
        }
        // In the order of the viewer's week, as the calendar views show it.
        let weekdays = (0..<7).map { Weekday(rawValue: (frame.firstWeekday.rawValue + $0) % 7)! }.map {
            ($0.icalCode, frame(.weekdayShort($0)))
        }
        return """
            <fieldset class="repeat">
            <legend>\(frame(.repeatLegend))</legend>
            <div class="field-row">
            \(form.select(Field.repeatFrequency, label: frame(.repeats), options: frequencies,
                selected: values[Field.repeatFrequency].isEmpty ? "none" : values[Field.repeatFrequency]))
            <div data-repeat-hide="none custom">\
            \(form.input(Field.repeatInterval, label: frame(.interval), type: "number", required: false, hint: frame(.intervalHint),
                extraAttributes: " min=\"1\" max=\"\(PlannerRepeat.maximumInterval)\" inputmode=\"numeric\""))</div>
            </div>
            \(custom)
            \(form.choices(Field.repeatWeekdays, legend: frame(.onTheseDays), options: weekdays, multiple: true, classes: "choices compact",
                extraAttributes: " data-repeat-only=\"weekly\""))
            <div data-repeat-only="monthly">\
            \(form.input(Field.repeatMonthDays, label: frame(.monthDays), required: false, hint: frame(.monthDaysHint)))</div>
            <div data-repeat-hide="none custom">
            \(form.choices(Field.repeatEnd, legend: frame(.ends),
                options: [("never", frame(.endsNever)), ("count", frame(.endsAfterCount)), ("until", frame(.endsOnDate))],
                    selected: [values[Field.repeatEnd].isEmpty ? "never" : values[Field.repeatEnd]], classes: "choices compact"))
            <div class="field-row">
            \(form.input(Field.repeatCount, label: frame(.occurrenceCount), type: "number", required: false,
                extraAttributes: " min=\"1\" inputmode=\"numeric\""))
            \(form.input(Field.repeatUntil, label: frame(.untilDate), type: "date", required: false))
            </div>
            </div>
            </fieldset>
            """
    }

    /// The day the repeat menu's choices follow: the start typed, or today.
    private var repeatStart: LocalDate { LocalDate(isoString: values[Field.startDate]) ?? frame.today }
    private var repeatZone: TimeZone { TimeZone(identifier: values[Field.timeZone]) ?? frame.timeZone }

    /// What Google Calendar offers for the start date: daily, weekly, every weekday, monthly on
    /// the day or on the (second, last) weekday, and yearly likewise, each said in words.
    private var repeatChoices: [(String, String)] {
        let start = repeatStart
        let words = PlannerRepeatText(frame: frame)
        var choices: [(String, String)] = [
            ("none", frame(.repeatNone)), ("daily", frame(.frequency(.daily))), ("weekly", frame(.frequency(.weekly))),
            ("weekdays", frame(.everyWeekday)),
        ]
        for frequency in [PlannerRepeat.Frequency.monthly, .yearly] {
            choices += PlannerRepeat.anchors(for: start).map { anchor in
                (
                    PlannerItemForm.repeatChoiceValue(frequency, anchor),
                    words.describe(.anchored(frequency, anchor, start: start), start: start, zone: repeatZone)
                )
            }
        }
        // A choice the start no longer offers (the start was changed) stays chosen, so its error shows beside it.
        let chosen = values[Field.repeatFrequency]
        if chosen != "custom", !chosen.isEmpty, !choices.contains(where: { $0.0 == chosen }) {
            let frequency = PlannerRepeat.Frequency(rawValue: PlannerItemForm.repeatChoice(chosen).frequency.uppercased()) ?? .monthly
            choices.append((chosen, frame(.frequency(frequency))))
        }
        return choices
    }
}
