import DomovCore
import Foundation

extension NameDayText {
    var english: String {
        switch self {
        case .moduleTitle: "Name days"
        case .views: "Name-day views"
        case .tabToday: "Today"
        case .tabSearch: "Search"
        case .tabReminders: "Reminders"
        case .tabSettings: "Calendars"
        case .tabAbout: "About"
        case .yesterday: "Yesterday"
        case .today: "Today"
        case .tomorrow: "Tomorrow"
        case .todayIs(let date): "Today is \(date)."
        case .noName: "No name day"
        case .holiday(let holiday): holiday.english
        case .calendarName(let id):
            switch id {
            case .czech: "Czech calendar"
            case .slovak: "Slovak calendar"
            }
        case .remindMe: "Remind me"
        case .greetingLabel(let id):
            switch id {
            case .czech: "A greeting in Czech"
            case .slovak: "A greeting in Slovak"
            }
        case .upcomingHeading: "Your people's name days in the next 30 days"
        case .upcomingEmpty: "None of your saved names has a name day in the next 30 days."
        case .daysAway(let days): days == 0 ? "today" : days == 1 ? "tomorrow" : "in \(days) days"
        case .searchLabel: "Name"
        case .searchHint: "A name or a nickname, with or without accents: “sarka”, “Honza”."
        case .searchButton: "Search"
        case .resultsFor(let query): "Name days of “\(query)”"
        case .noMatch(let query): "“\(query)” has no name day in the calendars you follow."
        case .didYouMean: "Did you mean"
        case .viaNickname(let nickname): "\(nickname) is a nickname for this name"
        case .nameColumn: "Name"
        case .dateColumn: "Name day"
        case .calendarColumn: "Calendar"
        case .remindersHeading: "Your reminders"
        case .remindersEmpty: "No reminders yet. Add a name below and you will be reminded on its day every year."
        case .newReminder: "New reminder"
        case .nameLabel: "Name"
        case .nameHint: "The name whose day you want to remember, e.g. Jana. Nicknames like Honza work too."
        case .personLabel: "Person (optional)"
        case .personHint: "Who bears the name, e.g. Grandma Jana."
        case .timeLabel: "Time"
        case .timeHint: "When on that day you are reminded, in your time zone."
        case .saveReminder: "Save reminder"
        case .editReminder(let title): "Edit reminder: \(title)"
        case .deleteReminder: "Delete"
        case .confirmDelete(let title): "Delete the reminder for \(title)?"
        case .edit: "Edit"
        case .cancel: "Cancel"
        case .nameDayOn(let dates): "Name day \(dates)"
        case .remindsAt(let time): "reminder at \(time)"
        case .reminderFor(let title): "for \(title)"
        case .settingsHeading: "Calendars you follow"
        case .calendarsLegend: "Calendars"
        case .calendarsHint: "Home, search and reminders use the days of these calendars."
        case .saveSettings: "Save"
        case .settingsSaved: "Saved."
        case .feedHeading: "In your calendar app"
        case .feedExplanation: "Subscribe to this address in your phone's calendar to see your saved people's name days there."
        case .feedCreate: "Make a subscription address"
        case .feedRegenerate: "Make a new address"
        case .feedRevoke: "Stop the address"
        case .feedCreated: "Your subscription address (shown only now; copy it into your calendar app):"
        case .feedActive: "You have a subscription address. Making a new one stops the old one."
        case .feedNone: "You have no subscription address yet."
        case .feedEventSummary(let title): "Name day: \(title)"
        case .calDAVHint:
            """
            Calendar apps signed in to Domov with an app password (see Settings) also show these name days, as a read-only calendar called \
            Name days.
            """
        case .calDAVDescription: "The name days of the people you saved in Domov. Read-only: add and edit them in Domov."
        case .importHeading: "Import contacts"
        case .importExplanation:
            "Choose a .vcf file exported from your phone or Google Contacts. You will then pick whose name days to be reminded of."
        case .importFile: "Contacts file (.vcf)"
        case .importFileHint: "One file, up to 1 MB."
        case .importPreview: "Read the contacts"
        case .importPreviewHeading: "Choose whose name days to remember"
        case .importPreviewHint: "Each chosen contact gets a yearly reminder at 07:00 on the name day of their first name."
        case .importConfirm: "Add reminders"
        case .importMalformed(let number): "Contact no. \(number) could not be read and was skipped."
        case .importNoFirstName: "no first name"
        case .importNoDay(let name): "\(name) has no name day in your calendars"
        case .importAlready: "already has a reminder"
        case .importDone(let count): count == 1 ? "1 reminder added." : "\(count) reminders added."
        case .importNotVCard: "This is not a vCard file."
        case .importNothingChosen: "Choose at least one contact."
        case .importAllAlready: "Every contact in this file already has a reminder, so there is nothing to add."
        case .importNoneToAdd: "None of these contacts can be added; the reason is next to each."
        case .importNameDay(let dates): "name day \(dates)"
        case .aboutHeading: "About name days"
        case .aboutWhat:
            """
            See who celebrates a name day today, tomorrow and yesterday, look up any name, and save the names of the people you care about.
            """
        case .aboutReminders:
            """
            A saved name reminds you on its day every year, at 07:00 in your time zone unless you choose another time, through the \
            channels in your notification settings.
            """
        case .aboutSources:
            """
            The Czech civil name-day calendar and the Slovak name-day calendar are shipped with Domov. In a year without 29 February, its \
            names are remembered on 28 February.
            """
        case .aboutSeed: "Grown from Štěpán Vích's student app “Svátky” (2018)."
        case .noticeMessage(let title): "Name day today: \(title)"
        }
    }
}

extension NameDayHoliday {
    var english: String {
        switch self {
        case .newYear: "New Year's Day"
        case .threeKings: "Epiphany (Three Kings)"
        case .epiphany: "Epiphany"
        case .goodFriday: "Good Friday"
        case .easterMonday: "Easter Monday"
        case .labourDay: "Labour Day"
        case .victoryDay: "Victory Day"
        case .cyrilMethodius: "Saints Cyril and Methodius Day"
        case .janHus: "Jan Hus Day"
        case .slovakUprising: "Slovak National Uprising Day"
        case .constitution: "Constitution Day"
        case .ourLadyOfSorrows: "Our Lady of Sorrows"
        case .statehood: "Czech Statehood Day"
        case .independence: "Independent Czechoslovak State Day"
        case .allSaints: "All Saints' Day"
        case .allSouls: "All Souls' Day"
        case .freedomDemocracy: "Struggle for Freedom and Democracy Day"
        case .christmasEve: "Christmas Eve"
        case .christmasDay: "Christmas Day"
        case .stStephen: "St Stephen's Day"
        }
    }
}
