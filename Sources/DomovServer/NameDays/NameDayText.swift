import DomovCore
import Foundation

/// Every string of the name-day pages. Like `UIText`, each language is one exhaustive switch
/// (NameDayText+English, NameDayText+Czech), so none can be missing from either.
enum NameDayText: Sendable, Equatable {
    // Frame
    case moduleTitle, views, tabToday, tabSearch, tabReminders, tabSettings, tabAbout

    // Today
    case yesterday, today, tomorrow, todayIs(String), noName, holiday(NameDayHoliday), calendarName(NameDayCalendarID)
    case remindMe, upcomingHeading, upcomingEmpty, daysAway(Int), greetingLabel(NameDayCalendarID)

    // Search
    case searchLabel, searchHint, searchButton, resultsFor(String), noMatch(String), didYouMean, viaNickname(String)
    case nameColumn, dateColumn, calendarColumn

    // Reminders
    case remindersHeading, remindersEmpty, newReminder, nameLabel, nameHint, personLabel, personHint, timeLabel, timeHint
    case saveReminder, editReminder(String), deleteReminder, confirmDelete(String), edit, cancel, nameDayOn(String), remindsAt(String)
    case reminderFor(String)

    // Settings and feed
    case settingsHeading, calendarsLegend, calendarsHint, saveSettings, settingsSaved
    case feedHeading, feedExplanation, feedCreate, feedRegenerate, feedRevoke, feedCreated, feedActive, feedNone, feedEventSummary(String),
        calDAVDescription, calDAVHint

    // vCard import
    case importHeading, importExplanation, importFile, importFileHint, importPreview, importPreviewHeading, importPreviewHint
    case importConfirm, importMalformed(Int), importNoFirstName, importNoDay(String), importAlready, importDone(Int), importNotVCard
    case importNothingChosen, importAllAlready, importNoneToAdd, importNameDay(String)

    // About
    case aboutHeading, aboutWhat, aboutReminders, aboutSources, aboutSeed

    // A notice's message
    case noticeMessage(String)
}

extension NameDayText {
    /// "24 June" / "24. června": a day of the year without a year.
    static func dayOfYear(_ day: DayOfYear, _ language: Language) -> String {
        switch language {
        case .english: "\(day.day) \(englishMonths[day.month - 1])"
        case .czech: "\(day.day). \(czechMonthsGenitive[day.month - 1])"
        }
    }

    static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
    static let czechMonthsGenitive = [
        "ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince",
    ]
}
