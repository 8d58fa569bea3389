import DomovCore
import Foundation

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
        guard failure.problem(for: "repeat_frequency") == nil else { return failure }
        return ValidationFailure(failure.errors.map { $0.field == "repeat_anchor" ? FieldError("repeat_frequency", $0.problem) : $0 })
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
                \(form.choices("kind", legend: frame(.kindLegend),
                    options: PlannerItemKind.allCases.map { ($0.rawValue, frame(.kind($0))) }, classes: "choices segmented"))
                \(form.input("title", label: frame(.title), maxLength: PlannerItem.titleMaximumLength))
                \(whenFields)
                \(categoryFields)
                \(frame.calendarField(form))
                \(form.input("location", label: frame(.location), required: false, maxLength: PlannerItem.locationMaximumLength))
                \(attendeeFields)
                \(reminderFields)
                \(repeatFields)
                \(form.textarea("notes", label: frame(.notes), rows: 5, maxLength: PlannerItem.notesMaximumLength))
                \(form.checkbox("private", label: frame(.privateLabel), hint: frame(.privateHint)))
                \(form.submit(frame(.saveItem)))
                """))
    }

    /// For an occurrence of a series: which occurrences the change is for.
    private var scopeChoice: HTML {
        guard case .edit(let occurrence) = mode, occurrence.item.isRecurring, let originalStart = occurrence.originalStart else {
            return .empty
        }
        return """
            <input type="hidden" name="occurrence" value="\(PlannerURL.occurrenceToken(originalStart))">
            \(form.choices("scope", legend: frame(.applyTo), options: [
            ("occurrence", frame(.scopeOccurrence)), ("following", frame(.scopeFollowing)), ("all", frame(.scopeAll)),
            ], selected: [values.has("scope") ? values["scope"] : "occurrence"]))
            """
    }

    private var whenFields: HTML {
        """
        <fieldset class="when">
        <legend>\(frame(.when))</legend>
        <p class="hint" data-kind-hint="todo">\(frame(.todoDateHint))</p>
        \(form.checkbox("all_day", label: frame(.allDay)))
        <div class="field-row">
        \(form.input("start_date", label: frame(.startDate), type: "date", required: false))
        \(form.input("start_time", label: frame(.startTime), type: "time", required: false))
        </div>
        <div class="field-row" data-kind-only="event meeting">
        \(form.input("end_date", label: frame(.endDate), type: "date", required: false))
        \(form.input("end_time", label: frame(.endTime), type: "time", required: false))
        </div>
        \(form.timeZoneSelect("time_zone", label: frame(.timeZoneLabel), selected: values["time_zone"]))
        </fieldset>
        """
    }

    private var categoryFields: HTML {
        """
        <div class="field-row">
        \(form.select("category", label: frame(.categoryLabel), options: frame.categoryChoices, selected: values["category"]))
        \(form.input("new_category_name", label: frame(.newCategoryName), required: false, hint: frame(.newCategoryHint),
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
            \(form.choices("attendees", legend: frame(.householdMembers), options: members, multiple: true))
            \(form.textarea("attendee_emails", label: frame(.attendeeEmails), rows: 2, hint: frame(.attendeeEmailsHint)))
            </fieldset>
            """
    }

    private var reminderFields: HTML {
        let todo = values["kind"] == PlannerItemKind.todo.rawValue
        let presets = PlannerItemForm.reminderPresets.map {
            (String($0), frame(.reminderLabel(PlannerReminder(minutesBefore: $0), todo: todo)))
        }
        let units = PlannerReminder.Unit.allCases.map { ($0.rawValue, frame(.unit($0))) }
        return """
            <fieldset class="reminders">
            <legend>\(frame(.reminders))</legend>
            <p class="hint">\(frame(.remindersHint))</p>
            \(form.choices("reminders", legend: frame(.remindMe), options: presets, multiple: true, classes: "choices compact"))
            <div class="field-row">
            \(form.input("reminder_custom_amount", label: frame(.customReminder), type: "number", required: false,
                extraAttributes: " min=\"0\" inputmode=\"numeric\""))
            \(form.select("reminder_custom_unit", label: frame(.unitLabel), options: units,
                selected: values["reminder_custom_unit"].isEmpty ? "minutes" : values["reminder_custom_unit"]))
            </div>
            </fieldset>
            """
    }

    private var repeatFields: HTML {
        let custom: HTML
        var frequencies = repeatChoices
        if values["repeat_frequency"] == "custom" {
            // A calendar app's rule the fields cannot show: said in words, and kept as it is.
            let words = RecurrenceWords(frame.format.language).describe(
                rule: values["recurrence_rule"], start: repeatStart, timeZone: repeatZone)
            frequencies.append(("custom", words))
            let sentence = frame(.keptRule(words.prefix(1).lowercased() + words.dropFirst()))
            custom = """
                <input type="hidden" name="recurrence_rule" value="\(values["recurrence_rule"])">
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
            \(form.select("repeat_frequency", label: frame(.repeats), options: frequencies,
                selected: values["repeat_frequency"].isEmpty ? "none" : values["repeat_frequency"]))
            <div data-repeat-hide="none custom">\
            \(form.input("repeat_interval", label: frame(.interval), type: "number", required: false, hint: frame(.intervalHint),
                extraAttributes: " min=\"1\" max=\"\(PlannerRepeat.maximumInterval)\" inputmode=\"numeric\""))</div>
            </div>
            \(custom)
            \(form.choices("repeat_weekdays", legend: frame(.onTheseDays), options: weekdays, multiple: true, classes: "choices compact",
                extraAttributes: " data-repeat-only=\"weekly\""))
            <div data-repeat-only="monthly">\
            \(form.input("repeat_month_days", label: frame(.monthDays), required: false, hint: frame(.monthDaysHint)))</div>
            <div data-repeat-hide="none custom">
            \(form.choices("repeat_end", legend: frame(.ends),
                options: [("never", frame(.endsNever)), ("count", frame(.endsAfterCount)), ("until", frame(.endsOnDate))],
                    selected: [values["repeat_end"].isEmpty ? "never" : values["repeat_end"]], classes: "choices compact"))
            <div class="field-row">
            \(form.input("repeat_count", label: frame(.occurrenceCount), type: "number", required: false,
                extraAttributes: " min=\"1\" inputmode=\"numeric\""))
            \(form.input("repeat_until", label: frame(.untilDate), type: "date", required: false))
            </div>
            </div>
            </fieldset>
            """
    }

    /// The day the repeat menu's choices follow: the start typed, or today.
    private var repeatStart: LocalDate { LocalDate(isoString: values["start_date"]) ?? frame.today }
    private var repeatZone: TimeZone { TimeZone(identifier: values["time_zone"]) ?? frame.timeZone }

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
        let chosen = values["repeat_frequency"]
        if chosen != "custom", !chosen.isEmpty, !choices.contains(where: { $0.0 == chosen }) {
            let frequency = PlannerRepeat.Frequency(rawValue: PlannerItemForm.repeatChoice(chosen).frequency.uppercased()) ?? .monthly
            choices.append((chosen, frame(.frequency(frequency))))
        }
        return choices
    }
}
