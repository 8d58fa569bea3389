import DomovCore
import Foundation

/// One item (or one occurrence of a series): everything about it, and what can be done with it.
struct PlannerItemPage {
    /// The field of the buttons that answer an invitation.
    enum Field: String, FormField {
        case response
    }

    let frame: PlannerFrame
    let occurrence: PlannerOccurrence
    /// The item's invitation emails, newest first: each guest's latest one shows beside them.
    var invitations: [MeetingInvitation] = []
    /// Without a mail server no invitation leaves: the page says so instead of "on its way".
    var mailConfigured = true

    private var item: PlannerItem { occurrence.item }

    func render() -> HTML {
        // Extra dates an app added (RDATE) are counted, not listed: the planner shows each one.
        let extraDates: HTML = item.recurrenceDates.isEmpty ? "" : " \(frame(.extraDates(item.recurrenceDates.count)))"
        let series: HTML =
            if let rule = item.recurrenceRule {
                """
                <p class=\"muted\" id=\"item-repeat\">\(StaticAssets.icon("repeat")) \
                \(PlannerRepeatText(frame: frame).describe(rule, of: item))\(item.recurrenceDates.isEmpty ? "" : ".")\(extraDates)</p>
                """
            } else if item.isRecurring {
                "<p class=\"muted\" id=\"item-repeat\">\(StaticAssets.icon("repeat"))\(extraDates)</p>"
            } else if item.override != nil {
                "<p class=\"muted\" id=\"item-repeat\">\(StaticAssets.icon("repeat")) \(frame(.editedOccurrence))</p>"
            } else {
                .empty
            }
        // Planned in another zone: the item's own clock first, then the viewer's.
        let when: HTML =
            occurrence.start.map { start in
                let text =
                    frame.format.bothClocks(occurrence).map { frame(.bothTimes(item: $0.item, place: $0.place, yours: $0.yours)) }
                    ?? frame.format.span(occurrence)
                return "<time datetime=\"\(start.internetDateTime)\">\(text)</time>"
            } ?? HTML(stringLiteral: frame(.noDate))
        // Typed as HTML: a bare conditional of two literals would be a String, and escaped.
        let privateBadge: HTML = item.isPrivate ? " <span class=\"badge private-badge\">\(frame(.privateItem))</span>" : ""
        let canBeDone = item.kind == .todo || !item.isRecurring || item.override != nil || item.isDone
        return frame.render(
            title: item.title, tab: .item, heading: "<h1 id=\"item-title\">\(item.title)</h1>",
            """
            <article class="card item-detail kind-\(item.kind.rawValue)" \
            data-category-color="\(frame.categoryColor(item.category))"\(frame.statusLabels)>
            <p class="item-meta">\(frame.statusBadge(occurrence)) <span class="kind-label">\(frame(.kind(item.kind)))</span> \
            \(frame.categoryChip(item.category))\(privateBadge)\(frame.calendarBadge(item))</p>
            <dl class="facts">
            <dt>\(item.kind == .todo ? frame(.due) : frame(.when))</dt><dd id="item-when">\(when)</dd>
            \(item.location.isEmpty ? HTML.empty : "<dt>\(frame(.location))</dt><dd id=\"item-location\">\(item.location)</dd>")
            \(item.attendees.isEmpty
                ? HTML.empty : "<dt>\(frame(.attendees))</dt><dd><ul class=\"attendees\">\(item.attendees.html(attendee))</ul></dd>")
            <dt>\(frame(.reminders))</dt><dd id="item-reminders">\(reminders)</dd>
            \(item.completedAt.map {
                "<dt>\(frame(.completed))</dt><dd>\(frame.format.day(of: $0)), \(frame.format.time($0))</dd>" as HTML
            })
            <dt>\(frame(.createdBy))</dt><dd>\(frame.memberName(item.authorID))</dd>
            </dl>
            \(series)
            \(answerForm)
            \(item.notes.isEmpty ? HTML.empty : "<div class=\"notes\" id=\"item-notes\">\(PlannerNotesLinks.html(item.notes))</div>")
            <div class="form-actions item-actions">
            \(canBeDone ? frame.doneButton(occurrence) + frame.doneForm(next: frame.link(occurrence).path) : HTML.empty)
            <a class="button secondary" id="edit-item" \
            href="\(SiteURL.planner(.edit(frame.householdID, item.id, occurrence: item.isRecurring ? occurrence.originalStart : nil)))">\
            \(frame(.edit))</a>
            <a class="button danger" id="delete-item" \
            href="\(SiteURL.planner(.delete(frame.householdID, item.id, occurrence: item.isRecurring ? occurrence.originalStart : nil)))">\
            \(frame(.delete))</a>
            </div>
            </article>
            <p><a href="\(SiteURL.planner(.agenda(frame.householdID)))">\(frame(.backToAgenda))</a></p>
            """)
    }

    /// A member invited to the meeting answers here, in one press; their answer is the
    /// pressed button, and the organizer sees it beside their name.
    private var answerForm: HTML {
        guard item.kind == .meeting, let viewer = frame.chrome.user?.id,
            let mine = item.attendees.first(where: { $0.memberID == viewer })
        else { return .empty }
        let buttons = [PlannerAttendee.Response.accepted, .tentative, .declined].html { response -> HTML in
            let chosen = mine.response == response
            return """
                <button type="submit" name="\(Field.response)" value="\(response.rawValue)" \
                class="button \(chosen ? "primary" : "secondary")" \
                aria-pressed="\(chosen ? "true" : "false")" id="answer-\(response.rawValue.lowercased())">\
                \(frame(.answerAction(response)))</button>
                """
        }
        let form = FormBuilder(t: frame.t, csrfToken: frame.chrome.csrfToken)
        return """
            <section class="answer" aria-labelledby="answer-heading">
            <h2 id="answer-heading">\(frame(.yourAnswer))</h2>
            \(form.form(id: "answer-form", action: .planner(.answer(frame.householdID, item.id)), classes: "row answer-buttons", buttons))
            </section>
            """
    }

    private var reminders: HTML {
        guard !item.reminders.isEmpty else { return HTML(stringLiteral: frame(.noReminders)) }
        return "<ul>\(item.reminders.html { "<li>\(frame(.reminderLabel($0, todo: item.kind == .todo)))</li>" as HTML })</ul>"
    }

    private func attendee(_ attendee: PlannerAttendee) -> HTML {
        let name = attendee.memberID.map(frame.memberName) ?? (attendee.name.isEmpty ? attendee.email ?? "" : attendee.name)
        let email: HTML = attendee.email.map { address in attendee.name.isEmpty ? "" : " <span class=\"muted\">\(address)</span>" } ?? ""
        return "<li>\(name)\(email) <span class=\"badge\">\(frame(.response(attendee.response)))</span>\(invitationStatus(attendee))</li>"
    }

    private func invitationStatus(_ attendee: PlannerAttendee) -> HTML {
        guard let address = attendee.email?.lowercased(),
            let latest = invitations.first(where: { $0.recipient.lowercased() == address })
        else { return .empty }
        let reason: HTML = latest.lastError.map { " title=\"\($0)\"" } ?? .empty
        if !mailConfigured && latest.status != .sent {
            return " <span class=\"badge invitation-not-sent\">\(frame(.invitationNotSentWithoutMailServer))</span>"
        }
        return " <span class=\"badge invitation-\(latest.status.rawValue)\"\(reason)>\(frame(.invitationStatus(latest.status)))</span>"
    }
}
