import Foundation
import DomovCore
extension UIText {
    var english: String {
        switch self {
        case .skipToContent: "Skip to content"
        case .mainNavigation: "Main"
        case .accountNavigation: "Account"
        case .home: "Home"
        case .modules: "Modules"
        case .households: "Households"
        case .settings: "Settings"
        case .admin: "Administration"
        case .currentHousehold: "Current household"
        case .noHouseholdYet: "No household yet"
        case .backHome: "Back to the home page"
        case .moduleName(let module):
            switch module {
            case .planner: "Planner"
            case .chores: "Chores"
            case .nameDays: "Name days"
            case .meals: "Meals"
            case .phrasebook: "Phrasebook"
            }
        case .shortModuleName(let module):
            switch module {
            case .planner: "Planner"
            case .chores: "Chores"
            case .nameDays: "Names"
            case .meals: "Meals"
            case .phrasebook: "Phrases"
            }
        case .moreDestinations: "More"
        case .actionMarkedDone: "Marked as done."
        case .actionRecordedDone: "Recorded as done."
        case .actionDeleted: "Deleted."
        case .actionUndoRefused: "Could not undo: something of the same name was added meanwhile."
        case .undoAction: "Undo"
        case .timeZoneRegion(let region):
            switch region {
            case "Indian": "Indian Ocean"
            case "Atlantic": "Atlantic Ocean"
            case "Pacific": "Pacific Ocean"
            default: region
            }
        case .browserTimeZone: "This device's zone"
        case .searchTimeZones: "Find a zone (a city or a country)"
        case .switchHousehold: "Switch household"
        case .allHouseholds: "All households"
        case .moduleSummary(let module):
            switch module {
            case .planner: "Activities, meetings and to-dos with reminders, in the calendar apps you already use."
            case .chores: "Rooms and chores, one-time or recurring, with their status at a glance."
            case .nameDays: "Who celebrates today, and reminders for the names you care about."
            case .meals: "Healthy recipes and an ideal meal for your body and goal."
            case .phrasebook: "Phrases with words to fill in, for travelling, with grammar tables."
            }
        case .welcome(let name): "Hello, \(name)"
        case .signUp: "Sign up"
        case .logIn: "Log in"
        case .logOut: "Log out"
        case .createAccount: "Create account"
        case .haveAccount: "Already have an account?"
        case .noAccount: "No account yet?"
        case .firstAccountIsAdmin: "This is the first account on this Domov server, so it will be the administrator."
        case .signUpClosed: "Sign-up is closed on this server. Ask a member of a household for an invitation link."
        case .email: "Email"
        case .password: "Password"
        case .displayName: "Your name"
        case .displayNameHint: "How other members see you, e.g. Jana Nováková."
        case .nickname: "Nickname"
        case .nicknameHint: "Unique on this server; letters, digits, dots, dashes and underscores."
        case .passwordHint(let minimum): "At least \(minimum) characters."
        case .wrongCredentials: "The email or password is not right."
        case .accountDeleted: "Your account has been deleted."
        case .preferences: "Preferences"
        case .language: "Language"
        case .languageAutomatic: "Same as the browser"
        case .languageName(let language):
            switch language {
            case .english: "English"
            case .czech: "Čeština (Czech)"
            }
        case .appearance: "Appearance"
        case .appearanceName(let appearance):
            switch appearance {
            case .system: "Same as the device"
            case .light: "Light"
            case .dark: "Dark"
            }
        case .timeZone: "Time zone"
        case .firstWeekday: "First day of the week"
        case .firstWeekdayAutomatic(let weekday): "From the language (\(UIText.weekdayName(weekday).english))"
        case .weekdayName(let weekday): ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekday.rawValue]
        case .profile: "Profile"
        case .changePassword: "Change password"
        case .currentPassword: "Current password"
        case .newPassword: "New password"
        case .confirmPassword: "New password again"
        case .save: "Save"
        case .saved: "Saved."
        case .appPasswords: "App passwords"
        case .appPasswordsExplanation:
            "Calendar apps and scripts sign in with an app password instead of your own. Make one per app, so you can revoke it alone."
        case .appPasswordName: "App name"
        case .appPasswordNameHint: "For example: iPhone calendar."
        case .appPasswordCreated(let name): "App password for \(name). Copy it now: it will not be shown again."
        case .noAppPasswords: "No app passwords yet."
        case .created(let when): "created \(when)"
        case .lastUsed(let when): "last used \(when)"
        case .neverUsed: "never used"
        case .revoke: "Revoke"
        case .confirmRevoke(let name): "Revoke the app password \(name)? Apps using it will be signed out."
        case .deleteAccount: "Delete account"
        case .typeEmailToConfirm: "Your email address, to confirm"
        case .deleteAccountExplanation:
            "Deletes your account and every household where you are the only member. Shared households stay with their other members."
        case .confirmDeleteAccount: "Delete your account for good?"
        case .userCount(let count): count == 1 ? "1 account on this server." : "\(count) accounts on this server."
        case .openSignUp: "Anyone may sign up"
        case .openSignUpHint: "When off, new people join only through a household's invitation link."
        case .yourHouseholds: "Your households"
        case .createHousehold: "Create a household"
        case .householdName: "Household name"
        case .householdNameHint: "For example: The Nováks, or Flat on Main Street."
        case .create: "Create"
        case .current: "Current"
        case .noHouseholdExplanation: "You are not in a household yet. Create one, or open an invitation link from someone who has one."
        case .firstStepsHeading: "First, a household"
        case .firstStepsExplanation:
            """
            Everything in Domov (the planner, chores, meals) belongs to a household. Name yours to start; you can invite the others \
            afterwards.
            """
        case .joinByInvitation: "Has someone invited you? Open the invitation link they sent you, and you join their household."
        case .memberCount(let count): count == 1 ? "1 member" : "\(count) members"
        case .members: "Members"
        case .role(let role):
            switch role {
            case .owner: "owner"
            case .member: "member"
            }
        case .yourRole(let role):
            switch role {
            case .owner: "You own this household."
            case .member: "You are a member of this household."
            }
        case .switchHere: "Make this my current household"
        case .remove: "Remove"
        case .confirmRemoveMember(let nickname): "Remove \(nickname) from the household?"
        case .inviteMembers: "Invite members"
        case .inviteExplanation: "Make a link and send it to the people you want here. It works for seven days."
        case .createInviteLink: "Create invitation link"
        case .inviteLinkCreated: "Invitation link (valid for 7 days):"
        case .activeInvites: "Active invitation links"
        case .expires(let when): "Expires \(when)"
        case .copy: "Copy"
        case .copied: "Copied"
        case .householdSettings: "Household settings"
        case .rename: "Rename"
        case .leaveHousehold: "Leave household"
        case .confirmLeave(let name): "Leave \(name)?"
        case .leaveDeletesHousehold(let name):
            """
            You are the last member of \(name): leaving deletes it, with its planner items and calendars, rooms and chores, recipes, meal \
            plans and shopping list, and its invitations. This cannot be undone.
            """
        case .leaveAndDelete: "Leave and delete the household"
        case .deleteHousehold: "Delete household"
        case .deleteHouseholdExplanation(let name): "Deletes \(name) and everything in it for all members. This cannot be undone."
        case .typeNameToConfirm: "Type the household's name to confirm"
        case .invitation: "Invitation"
        case .invitedTo(let name): "You are invited to join \(name)"
        case .inviteSignedOut: "Sign up or log in first; you will come straight back here to join."
        case .alreadyMember: "You are already a member of this household."
        case .openHousehold: "Open the household"
        case .joinHousehold: "Join the household"
        case .inviteExpired: "This invitation link has expired or was revoked. Ask for a new one."
        case .notifications: "Notifications"
        case .inboxEmpty: "Nothing here yet. Reminders you set in the planner arrive here."
        case .markAllRead: "Mark all as read"
        case .unread: "New"
        case .sentLate: "Sent late"
        case .openNotice: "Open"
        case .noticeStarts(let title, let when): "\(title): \(when)"
        case .reminderSubject(let title): "Reminder: \(title)"
        case .openInDomov: "Open in Domov"
        case .reminderEmailFooter: "You get this email because email reminders are on in your Domov settings:"
        case .invitationSubject(let title, let when): "Invitation: \(title), \(when)"
        case .invitationCancelledSubject(let title, let when): "Cancelled: \(title), \(when)"
        case .invitationBody(let organizer, let title): "\(organizer) invites you to \(title)."
        case .invitationCancelledBody(let organizer, let title): "\(organizer) has cancelled \(title)."
        case .invitationWhen: "When"
        case .invitationWhere: "Where"
        case .invitationHowToAnswer: "Open the attached invitation in your calendar app to add it to your calendar and to answer."
        case .verifyEmailSubject: "Confirm your email address for Domov"
        case .verifyEmailBody:
            "Open this link to confirm that reminders from Domov may be sent to this address. It works once, for 24 hours."
        case .verifyEmailAction: "Confirm my address"
        case .verifyEmailIgnore: "If you did not ask for this, ignore this email: nothing will be sent to you."
        case .testEmailSubject: "Domov test email"
        case .testEmailBody: "Your Domov server can send email. This is the test you asked for."
        case .sendRemindersBy: "Send reminders"
        case .channelName(let channel):
            switch channel {
            case .inApp: "In the app (the bell)"
            case .push: "As notifications on my devices"
            case .email: "By email"
            }
        case .channelHint(let channel):
            switch channel {
            case .inApp: "When off, reminders still land in the inbox, already marked as read."
            case .push: "On the devices where you enabled notifications below."
            case .email: "Only to a confirmed address."
            }
        case .defaultReminder: "Default reminder for new planner items"
        case .noDefaultReminder: "None"
        case .quietHours: "Quiet hours"
        case .quietHoursHint:
            """
            Notifications and email wait until the quiet hours end (in your time zone); the inbox gets reminders at once. Leave both empty \
            for none.
            """
        case .quietFrom: "From"
        case .quietUntil: "Until"
        case .emailVerified(let address): "Reminders can be emailed to \(address)."
        case .emailNotVerified(let address): "Confirm \(address) before reminders are emailed to it."
        case .sendVerificationLink: "Send me a confirmation link"
        case .verificationSent(let address): "A confirmation link is on its way to \(address). It works for 24 hours."
        case .verificationThrottled:
            "Several confirmation emails went out in the last hour already. Check your inbox and spam folder, or try again in an hour."
        case .emailNotSetUp: "This server cannot send email yet: the administrator has not set up a mail server."
        case .emailSendFailed(let reason): "The email could not be sent: \(reason)"
        case .emailConfirmation: "Email confirmation"
        case .emailConfirmed(let address): "Thank you: reminders can now be emailed to \(address)."
        case .verifyLinkExpired: "This confirmation link has expired. Send yourself a new one from Settings."
        case .verifyLinkUnusable:
            """
            This confirmation link has been used already, or a newer one replaced it. Send yourself a new one from Settings if you need to.
            """
        case .thisDevice: "This device"
        case .enablePushHere: "Enable notifications on this device"
        case .pushUnsupported:
            """
            This browser cannot receive notifications. On iPhone and iPad, add Domov to the home screen first (iOS 16.4 or later) and open \
            it from there.
            """
        case .pushBlocked: "Notifications are blocked for this site. Allow them in the browser's site settings, then try again."
        case .pushFailed: "Notifications could not be turned on here. Try again later."
        case .pushDevices: "Devices that get notifications"
        case .noPushDevices: "No devices yet."
        case .lastDelivered(let when): "last notification \(when)"
        case .mailServer: "Outgoing email (SMTP)"
        case .mailServerHint:
            "Reminders, confirmation links and invitations go out through this mail server. Leave the server empty to send no email."
        case .smtpHost: "Server"
        case .smtpPort: "Port"
        case .smtpSecurity: "Security"
        case .smtpSecurityName(let security):
            switch security {
            case .startTLS: "STARTTLS (usually port 587)"
            case .implicitTLS: "TLS (usually port 465)"
            case .plain: "None (only for a server on this machine or a trusted network)"
            }
        case .smtpUsername: "User name"
        case .smtpPassword: "Password"
        case .smtpPasswordHint: "Stored, never shown. Leave empty to keep the stored one."
        case .smtpFrom: "From address"
        case .sendTestEmail: "Send me a test email"
        case .testEmailSent(let address): "A test email went to \(address)."
        case .deliveryLog: "Failed deliveries"
        case .deliveryLogHint: "Notifications and emails that could not be delivered, newest first, with the reason."
        case .noFailedDeliveries: "Nothing has failed."
        case .planner(let text): text.english
        case .chores(let text): text.english
        case .nameDays(let text): text.english
        case .meals(let text): text.english
        case .today(let text): text.english
        case .phrasebook(let text): text.english
        case .signIn(let text): text.english
        case .calendarConnect(let text): text.english
        case .calendarSetup(let text): text.english
        case .formHasErrors: "Some fields need your attention."
        case .fieldProblem(let problem):
            switch problem {
            case .required: "Please fill this in."
            case .tooLong(let maximum): "Use at most \(maximum) characters."
            case .tooShort(let minimum): "Use at least \(minimum) characters."
            case .invalidEmail: "This does not look like an email address."
            case .invalidNickname: "Use only letters, digits, dots, dashes and underscores."
            case .nicknameTaken: "This nickname is taken. Try another."
            case .emailTaken: "An account with this email already exists."
            case .nameTaken: "This name is already in use here. Choose another."
            case .wrongPassword: "The password is not right."
            case .passwordsDiffer: "The two passwords differ."
            case .confirmationMismatch: "The name you typed does not match."
            case .unknownTimeZone: "Choose a time zone from the list."
            case .invalidValue: "Choose one of the offered values."
            case .tooLarge(let maximum): "Use at most \(maximum)."
            case .outOfRange(let minimum, let maximum): "Enter a number from \(minimum) to \(maximum)."
            case .tooMany(let maximum): "Choose at most \(maximum)."
            case .mustBePositive: "Use a number greater than zero."
            case .endBeforeStart: "The end must come after the start."
            case .sameStartAndEnd: "Choose an end different from the start."
            case .impossibleRecurrence: "This repeat rule never happens. Check the days and the end."
            case .unknownChoice: "This is not one of this household's choices."
            case .spanTooShort(let minutes): "End at least \(minutes) minutes after the start."
            case .unknownName:
                """
                This name has no name day in the calendars you follow. Check the spelling, or choose another calendar in the name-day \
                settings.
                """
            case .ambiguousName: "This nickname stands for several names. Type the full name."
            case .nameDayReminderExists(let person?, let name): "\(person) already has a reminder for \(name)."
            case .nameDayReminderExists(nil, let name): "You already have a reminder for \(name)."
            case .invalidDate: "Enter a date like 2026-03-29."
            case .invalidTime: "Enter a time like 09:30."
            case .invalidNumber: "Enter a whole number."
            case .controlCharacter: "Remove the control character (NUL) from this text."
            case .requiresHTTPS: "Use an https:// address."
            case .privateAddress: "The address is on a private network, which this server does not connect to."
            case .unknownHost: "The address's host could not be found. Check it and try again."
            case .noRecipeInPage:
                """
                There is no schema.org Recipe in this page. Recipe sites that show a recipe card usually include one; try the page of the \
                recipe itself.
                """
            case .recipeDataNotJSON:
                "The page's recipe data is not valid JSON, so it cannot be read. The site's markup is broken; type the recipe in instead."
            case .dateOutOfRange(let first, let last): "Choose a date from the year \(first) to \(last)."
            case .limitReached(let reached):
                switch reached.limit {
                case .calendarObjects:
                    """
                    You have reached the limit of \(reached.maximum) calendar items per person. Delete some you no longer need to add more.
                    """
                case .calendarBytes:
                    """
                    Your calendar items have reached the limit of \(reached.maximumMebibytes) MiB per person. Delete some you no longer \
                    need, or shorten their notes.
                    """
                case .recipes:
                    "You have reached the limit of \(reached.maximum) recipes per person. Delete some you no longer need to add more."
                case .photos: "Your recipes have reached the limit of \(reached.maximum) photos per person. Remove some to add more."
                case .photoBytes:
                    """
                    Your recipe photos have reached the limit of \(reached.maximumMebibytes) MiB per person. Remove some, or use a smaller \
                    photo.
                    """
                }
            case .calendarServer(let problem):
                switch problem {
                case .unreachable: "The server did not answer. Check the address and try again later."
                case .unauthorized: "The server refused the user name or password. Use an app password if the service has them."
                case .notCalDAV: "No CalDAV calendars were found at this address. Use the CalDAV address your service documents."
                case .status(let status): "The server answered with an error (HTTP \(status))."
                case .privateAddress: "The address is on a private network, which this server does not connect to."
                case .passwordUnreadable: "The saved password can no longer be read on this server. Remove the account and add it again."
                case .reconnect:
                    """
                    Reconnect: the provider no longer accepts Domov's access (it was revoked or has expired). Connect the account again \
                    with the button below.
                    """
                }
            }
        case .errorInvalidInput: "Some input is not valid"
        case .errorNotFound: "Not found"
        case .errorForbidden: "You may not do that"
        case .errorUnauthenticated: "Please log in"
        case .errorRateLimited: "Too many attempts. Wait a few minutes and try again."
        case .errorCSRF: "This form has expired. Go back, reload the page and try again."
        case .errorMalformed: "The request could not be read"
        case .errorTooLarge: "That is too large to send"
        case .errorMethodNotAllowed: "That is not possible here"
        case .errorInternal: "Something went wrong on the server. Nothing was changed; please try again."
        }
    }
}
