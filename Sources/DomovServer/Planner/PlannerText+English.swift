import DomovCore
import Foundation

extension PlannerText {
    var english: String {
        switch self {
        case .moduleTitle: "Planner"
        case .views: "Planner views"
        case .agenda: "Agenda"
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .done: "Done"
        case .categories: "Categories"
        case .newItem: "New item"
        case .newKind(let kind):
            switch kind {
            case .event: "New event"
            case .meeting: "New meeting"
            case .todo: "New to-do"
            }
        case .search: "Search"
        case .categoryLabel: "Category"
        case .allCategories: "All categories"
        case .applyFilter: "Filter"
        case .clearFilter: "Show all"
        case .filterIsOn: "a filter is on"
        case .browse: "Browse"
        case .previous: "Previous"
        case .next: "Next"
        case .today: "Today"
        case .more(let count): "+ \(count) more"
        case .addOnDay: "Add"
        case .nothingPlanned: "Nothing planned."
        case .nothingMatches: "Nothing matches this filter."
        case .agendaEmpty: "Nothing planned yet. Add an event, a meeting or a to-do."
        case .noDate: "No date"
        case .itemCount(let count): count == 1 ? "1 item" : "\(count) items"
        case .openDay: "Open the day"
        case .kind(let kind):
            switch kind {
            case .event: "Event"
            case .meeting: "Meeting"
            case .todo: "To-do"
            }
        case .status(let status):
            switch status {
            case .upcoming: "Upcoming"
            case .inProgress: "!!! In progress"
            case .overdue: "!!! Overdue"
            case .past: "Over"
            case .open: "Open"
            case .done: "Done"
            case .cancelled: "Cancelled"
            }
        case .builtinName(let category):
            switch category {
            case .work: "Work"
            case .personal: "Personal"
            case .family: "Family"
            case .health: "Health"
            case .study: "Study"
            case .shopping: "Shopping"
            case .other: "Other"
            }
        case .when: "When"
        case .due: "Due"
        case .location: "Location"
        case .attendees: "Attendees"
        case .reminders: "Reminders"
        case .completed: "Done on"
        case .completedOn(let when): "Done \(when)"
        case .createdBy: "Added by"
        case .formerMember: "A former member"
        case .privateItem: "Private"
        case .repeats: "Repeats"
        case .extraDates(let count): count == 1 ? "Also on 1 more date." : "Also on \(count) more dates."
        case .editedOccurrence: "One occurrence of a repeating item, changed on its own."
        case .bothTimes(let item, let place, let yours): "\(item) \(place), \(yours) your time"
        case .inZone(let place): "Planned in \(place)"
        case .noReminders: "None"
        case .yourAnswer: "Will you come?"
        case .answerAction(let response):
            switch response {
            case .accepted: "Yes"
            case .tentative: "Maybe"
            case .declined: "No"
            case .needsAction: "Not sure yet"
            }
        case .response(let response):
            switch response {
            case .needsAction: "No answer yet"
            case .accepted: "Accepted"
            case .declined: "Declined"
            case .tentative: "Maybe"
            }
        case .reminderLabel(let reminder, let todo):
            if reminder.minutesBefore == 0 {
                todo ? "When due" : "At the start"
            } else {
                Self.englishAmount(reminder) + (todo ? " before it is due" : " before")
            }
        case .markDone: "Done"
        case .undo: "Undo"
        case .edit: "Edit"
        case .delete: "Delete"
        case .cancel: "Cancel"
        case .save: "Save"
        case .backToAgenda: "Back to the agenda"
        case .historyEmpty: "Nothing is marked done yet."
        case .editItem(let title): "Edit “\(title)”"
        case .kindLegend: "What is it?"
        case .title: "Title"
        case .allDay: "All day"
        case .startDate: "Date (due date for a to-do)"
        case .startTime: "Start time (due time for a to-do)"
        case .endDate: "End date"
        case .endTime: "End time"
        case .timeZoneLabel: "Time zone"
        case .todoDateHint:
            "A to-do may have a due date and time, or none. Events and meetings need a start; without an end they last an hour."
        case .newCategoryName: "Or a new category"
        case .newCategoryHint: "Type a name to create a category for the whole household; it is kept for next time."
        case .invitationStatus(.pending): "Invitation on its way"
        case .invitationStatus(.sent): "Invitation sent"
        case .invitationStatus(.failed): "Invitation not delivered"
        case .invitationNotSentWithoutMailServer: "Not sent: no mail server is set up"
        case .attendeesHint: "For meetings: members see it in their planner; people invited by email get an invitation."
        case .householdMembers: "Household members"
        case .attendeeEmails: "Invite by email"
        case .attendeeEmailsHint: "Addresses separated by commas or on separate lines."
        case .remindersHint: "Reminders arrive in Domov, as a notification on your devices and by email, as set in your settings."
        case .remindMe: "Remind me"
        case .customReminder: "Another time before (amount)"
        case .unitLabel: "Unit"
        case .unit(let unit):
            switch unit {
            case .minutes: "minutes"
            case .hours: "hours"
            case .days: "days"
            }
        case .repeatLegend: "Repeat"
        case .repeatNone: "Does not repeat"
        case .frequency(let frequency):
            switch frequency {
            case .daily: "Daily"
            case .weekly: "Weekly"
            case .monthly: "Monthly"
            case .yearly: "Annually"
            }
        case .interval: "Every"
        case .intervalHint: "1 = every day, week, month or year; 2 = every other one."
        case .onTheseDays: "On these days (weekly)"
        case .weekdayShort(let weekday): ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday.rawValue]
        case .everyWeekday: "Every weekday (Monday to Friday)"
        case .keptRule(let words): "Repeats: \(words) — set in a calendar app; the form keeps it"
        case .keptRuleHint: "To repeat it another way, choose another repeat here; the calendar app's rule is then replaced."
        case .monthDays: "Days of the month (monthly)"
        case .monthDaysHint: "For example 1, 15; -1 is the last day. Months without that day are skipped."
        case .ends: "Ends"
        case .endsNever: "Never"
        case .endsAfterCount: "After a number of times"
        case .endsOnDate: "On a date"
        case .occurrenceCount: "Number of times"
        case .untilDate: "Last date"
        case .notes: "Notes"
        case .privateLabel: "Private"
        case .privateHint: "Only you see a private item; otherwise the whole household does."
        case .saveItem: "Save"
        case .applyTo: "Change which occurrences?"
        case .scopeOccurrence: "This occurrence"
        case .scopeFollowing: "This and following"
        case .scopeAll: "All occurrences"
        case .deleteItem(let title): "Delete “\(title)”?"
        case .deleteWhich: "Delete which occurrences?"
        case .deleteExplanation: "Deleting cannot be undone. To keep it in the history instead, mark it done."
        case .calendarApps: "Calendar apps"
        case .feedsExplanation:
            """
            Subscribe to this household's planner from Google Calendar, Outlook, Apple Calendar or any app that reads an iCalendar \
            address. The address includes your private items; keep it to yourself, and revoke it if it leaks.
            """
        case .feedName: "Name"
        case .feedNameHint: "Where you use it, for example “Work Outlook”."
        case .createFeed: "Create a subscription address"
        case .feedCreated: "Your new address. Copy it now: it is shown only once."
        case .noFeeds: "No subscription addresses yet."
        case .feedCreatedOn(let date): "Created \(date)"
        case .revokeFeed: "Revoke"
        case .confirmRevokeFeed(let name): "Revoke “\(name)”? Apps subscribed to it stop updating."
        case .feedHowTo:
            """
            Google Calendar: Other calendars, +, From URL. Outlook: Add calendar, Subscribe from web. Apple Calendar: File, New Calendar \
            Subscription. Apps refresh subscriptions on their own schedule, from every few minutes to every day.
            """
        case .importHeading: "Import a calendar file"
        case .importExplanation:
            """
            Bring in an .ics file exported from Google Calendar, Outlook or Apple Calendar. You see what it holds before anything is \
            saved. Items already here (the same event, by its UID) are left alone, so importing a file twice changes nothing.
            """
        case .importFile: "Calendar file (.ics)"
        case .importFileHint: "Up to 10 MB and 10,000 events."
        case .previewImport: "Preview"
        case .importPreviewHeading: "What the file holds"
        case .importConfirm: "Import"
        case .importDoneHeading: "Imported"
        case .importNothingToDo: "Nothing in this file is new: everything is already in the planner."
        case .importOutcome(let outcome):
            switch outcome {
            case .added: "New"
            case .updated: "Newer version"
            case .unchanged: "Already here"
            case .refused: "Skipped"
            }
        case .importCounts(let added, let updated, let unchanged, let refused):
            "New: \(added). Updated: \(updated). Already here: \(unchanged). Skipped: \(refused)."
        case .importRefusal(let error):
            switch error {
            case .notICalendar: "It is not valid iCalendar."
            case .noItem: "It is neither an event nor a to-do."
            case .missingUID: "It has no UID."
            case .severalUIDs: "It repeats a UID."
            case .missingMaster: "It changes one occurrence of a series the file does not contain."
            case .invalidValue(let property): "Its \(property) cannot be read."
            case .unsupportedRecurrence:
                "It repeats in a way the planner does not support (several rules, or more than 10,000 times more often than daily)."
            case .unknownTimeZone: "Its time zone is neither a known one nor defined in the file."
            case .uidTooLong(let maximum): "Its UID is longer than \(maximum) bytes."
            case .outOfRange(let property):
                "Its \(property) is outside the years \(PlannerDateRange.firstYear) to \(PlannerDateRange.lastYear) the planner holds."
            }
        case .importNotACalendar: "This is not a calendar file (.ics)."
        case .ownCategories: "This household's categories"
        case .builtinCategories: "Built-in categories"
        case .noOwnCategories: "None yet. Add one below, or type a new name in an item's form."
        case .addCategory: "Add category"
        case .categoryName: "Name"
        case .color: "Colour"
        case .deleteCategory(let name): "Delete the category “\(name)”?"
        case .moveItemsTo: "Move its items to"
        case .calendars: "Calendars"
        case .calendarLabel: "Calendar"
        case .allCalendars: "All calendars"
        case .householdCalendar(let household): "\(household) (household)"
        case .personalCalendars: "Your personal calendars"
        case .personalCalendarsExplanation:
            """
            Only you see a personal calendar and what is in it. Calendar apps connected with an app password show it beside the \
            household's calendar.
            """
        case .noPersonalCalendars: "None yet. Add one below, or make one in your calendar app."
        case .addCalendar: "Add calendar"
        case .calendarDescription: "Description"
        case .deleteCalendar(let name): "Delete the calendar “\(name)”?"
        case .deleteCalendarExplanation: "Its events and to-dos are deleted with it, here and in your calendar apps."
        case .calendarHint: "Items in a personal calendar are seen by you only."
        case .inCalendar(let name): "Calendar: \(name)"
        case .subscriptions: "Subscribed calendars"
        case .subscriptionsExplanation:
            """
            Follow a calendar from elsewhere by its iCalendar address: a Google or Outlook calendar's secret address, a public holidays \
            feed. Domov fetches it every hour and shows its events in your planner views, read-only and to you only.
            """
        case .subscriptionURL: "Address (https://…)"
        case .addSubscription: "Subscribe"
        case .noSubscriptions: "None yet."
        case .refreshNow: "Refresh now"
        case .unsubscribe: "Unsubscribe"
        case .lastRefreshed(let when): "Last refreshed \(when)"
        case .neverRefreshed: "Not fetched yet"
        case .subscriptionProblem(let problem):
            switch problem {
            case .unreachable: "The last refresh failed: the address could not be reached."
            case .status(404): "The last refresh failed: the server answered 404 (not found). The address may have been revoked."
            case .status(let status): "The last refresh failed: the server answered \(status)."
            case .notICalendar: "The last refresh failed: the address does not serve an iCalendar (.ics) file."
            case .tooLarge: "The last refresh failed: the calendar is larger than 5 MB."
            case .privateAddress: "The last refresh failed: the address is on a private network, which this server does not fetch from."
            }
        case .subscribedLabel(let name): "\(name) (subscribed, read-only)"
        case .externalAccounts: "Calendar accounts"
        case .externalAccountsExplanation:
            """
            Sync both ways with a calendar account elsewhere: iCloud, Fastmail, Nextcloud, Google or any CalDAV server. Each of its \
            calendars gets a personal calendar here; what you change on either side shows on the other within 15 minutes. When an event \
            was changed on both sides, the server's version is kept and yours is saved beside it as a copy.
            """
        case .externalServerURL: "CalDAV address (https://…)"
        case .externalUsername: "User name"
        case .externalPassword: "App password"
        case .addExternalAccount: "Add account"
        case .syncNow: "Sync now"
        case .removeExternalAccount: "Remove account"
        case .lastSynced(let when): "Last synced \(when)"
        case .neverSynced: "Not synced yet"
        case .lastSyncFailed: "The last sync failed:"
        case .syncedWith(let name): "synced with your calendar “\(name)”"
        case .notSynced: "not synced (its Domov calendar was deleted, or you have as many calendars as Domov allows)"
        case .skippedFromServer(let count):
            count == 1
                ? "1 item there cannot be shown in Domov (in a time zone Domov does not know, say); it stays on the server untouched."
                : """
                \(count) items there cannot be shown in Domov (in a time zone Domov does not know, say); they stay on the server \
                untouched.
                """
        case .conflictCopySuffix: " (Domov copy)"
        }
    }

    private static func englishAmount(_ reminder: PlannerReminder) -> String {
        let (amount, unit) = reminder.display
        switch unit {
        case .minutes: return amount == 1 ? "1 minute" : "\(amount) minutes"
        case .hours: return amount == 1 ? "1 hour" : "\(amount) hours"
        case .days: return amount == 7 ? "1 week" : amount == 1 ? "1 day" : "\(amount) days"
        }
    }
}
