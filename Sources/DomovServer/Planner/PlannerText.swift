import DomovCore
import Foundation

/// Every string of the planner's pages. Like `UIText`, each language is one exhaustive
/// switch (PlannerText+English, PlannerText+Czech), so none can be missing from either.
enum PlannerText: Sendable, Equatable {
    // Frame, tabs and filter
    case moduleTitle, views, agenda, day, week, month, done, categories, newItem, newKind(PlannerItemKind)
    case search, categoryLabel, allCategories, applyFilter, clearFilter, filterIsOn
    case browse, previous, next, today, more(Int), addOnDay, nothingPlanned, nothingMatches, agendaEmpty, noDate
    case itemCount(Int), openDay

    // Items
    case kind(PlannerItemKind), status(PlannerStatus), builtinName(BuiltinCategory)
    case when, due, location, attendees, reminders, completed, completedOn(String), createdBy, formerMember
    case privateItem, repeats, editedOccurrence, extraDates(Int), noReminders
    /// "09:00 New York, 15:00 your time": the item's own clock and place, then the viewer's.
    case bothTimes(item: String, place: String, yours: String), inZone(String)
    case response(PlannerAttendee.Response), reminderLabel(PlannerReminder, todo: Bool), invitationStatus(DeliveryStatus),
        invitationNotSentWithoutMailServer
    case markDone, undo, edit, delete, cancel, save, backToAgenda, historyEmpty
    case yourAnswer, answerAction(PlannerAttendee.Response)

    // Form
    case editItem(String), kindLegend, title, allDay, startDate, startTime, endDate, endTime, timeZoneLabel, todoDateHint
    case newCategoryName, newCategoryHint, attendeesHint, householdMembers, attendeeEmails, attendeeEmailsHint
    case remindersHint, remindMe, customReminder, unitLabel, unit(PlannerReminder.Unit)
    case repeatLegend, repeatNone, frequency(PlannerRepeat.Frequency), interval, intervalHint, onTheseDays, weekdayShort(Weekday)
    case everyWeekday, keptRule(String), keptRuleHint, monthDays, monthDaysHint, ends, endsNever, endsAfterCount, endsOnDate,
        occurrenceCount, untilDate
    case notes, privateLabel, privateHint, saveItem, applyTo, scopeOccurrence, scopeFollowing, scopeAll

    // Deleting
    case deleteItem(String), deleteWhich, deleteExplanation

    // Calendar apps
    case calendarApps, feedsExplanation, feedName, feedNameHint, createFeed, feedCreated, noFeeds, feedCreatedOn(String)
    case revokeFeed, confirmRevokeFeed(String), feedHowTo
    case importHeading, importExplanation, importFile, importFileHint, previewImport, importPreviewHeading, importConfirm
    case importDoneHeading, importNothingToDo, importOutcome(PlannerImportReport.Outcome), importCounts(
        added: Int, updated: Int, unchanged: Int, refused: Int)
    case importRefusal(PlannerCalendarReadError), importNotACalendar

    // Categories
    case ownCategories, builtinCategories, noOwnCategories, addCategory, categoryName, color, deleteCategory(String), moveItemsTo

    // Personal calendars
    case calendars, calendarLabel, allCalendars, householdCalendar(String), personalCalendars, personalCalendarsExplanation
    case noPersonalCalendars, addCalendar, calendarDescription, deleteCalendar(String), deleteCalendarExplanation
    case calendarHint, inCalendar(String)

    // Subscribed calendars
    case subscriptions, subscriptionsExplanation, subscriptionURL, addSubscription, noSubscriptions, refreshNow, unsubscribe
    case lastRefreshed(String), neverRefreshed, subscriptionProblem(CalendarSubscriptionProblem), subscribedLabel(String)

    // External CalDAV accounts
    case externalAccounts, externalAccountsExplanation, externalServerURL, externalUsername, externalPassword, addExternalAccount
    case syncNow, removeExternalAccount, lastSynced(String), neverSynced, lastSyncFailed, syncedWith(String), notSynced
    case skippedFromServer(Int), conflictCopySuffix
}
