import Foundation
import DomovCore

/// Every string a person can see. Each language is one exhaustive `switch` (UIText+English,
/// UIText+Czech), so the compiler refuses a string that is missing from either.
enum UIText: Sendable, Equatable {
    // Frame and navigation
    case skipToContent, mainNavigation, accountNavigation, home, modules, households, settings, admin
    case currentHousehold, noHouseholdYet, backHome
    case moduleName(DomovModule), shortModuleName(DomovModule), moduleSummary(DomovModule)
    case moreDestinations, switchHousehold, allHouseholds
    case actionMarkedDone, actionRecordedDone, actionDeleted, actionUndoRefused, undoAction
    case timeZoneRegion(String), browserTimeZone, searchTimeZones
    case welcome(name: String)

    // Accounts
    case signUp, logIn, logOut, createAccount, haveAccount, noAccount, firstAccountIsAdmin, signUpClosed
    case email, password, displayName, displayNameHint, nickname, nicknameHint, passwordHint(minimum: Int)
    case wrongCredentials, accountDeleted
    case preferences, language, languageAutomatic, languageName(Language), appearance, appearanceName(Appearance), timeZone
    case firstWeekday, firstWeekdayAutomatic(Weekday), weekdayName(Weekday)
    case profile, changePassword, currentPassword, newPassword, confirmPassword, save, saved
    case appPasswords, appPasswordsExplanation, appPasswordName, appPasswordNameHint, appPasswordCreated(String), noAppPasswords
    case created(String), lastUsed(String), neverUsed, revoke, confirmRevoke(String)
    case deleteAccount, deleteAccountExplanation, confirmDeleteAccount, typeEmailToConfirm
    case userCount(Int), openSignUp, openSignUpHint

    // Households
    case yourHouseholds, createHousehold, householdName, householdNameHint, create, current, noHouseholdExplanation
    case firstStepsHeading, firstStepsExplanation, joinByInvitation
    case memberCount(Int), members, role(HouseholdRole), yourRole(HouseholdRole), switchHere, remove, confirmRemoveMember(String)
    case inviteMembers, inviteExplanation, createInviteLink, inviteLinkCreated, activeInvites, expires(String), copy, copied
    case householdSettings, rename, leaveHousehold, confirmLeave(String), leaveDeletesHousehold(String), leaveAndDelete
    case deleteHousehold, deleteHouseholdExplanation(String), typeNameToConfirm
    case invitation, invitedTo(String), inviteSignedOut, alreadyMember, openHousehold, joinHousehold, inviteExpired

    // Notifications
    case notifications, inboxEmpty, markAllRead, unread, sentLate, openNotice, noticeStarts(title: String, when: String)

    // Push and email: the messages, the person's settings, the admin's mail server
    case reminderSubject(String), openInDomov, reminderEmailFooter
    case invitationSubject(title: String, when: String), invitationCancelledSubject(title: String, when: String)
    case invitationBody(organizer: String, title: String), invitationCancelledBody(organizer: String, title: String)
    case invitationWhen, invitationWhere, invitationHowToAnswer
    case verifyEmailSubject, verifyEmailBody, verifyEmailAction, verifyEmailIgnore, testEmailSubject, testEmailBody
    case sendRemindersBy, channelName(NotificationChannel), channelHint(NotificationChannel), defaultReminder, noDefaultReminder
    case quietHours, quietHoursHint, quietFrom, quietUntil
    case emailVerified(String), emailNotVerified(String), sendVerificationLink, verificationSent(String), verificationThrottled,
        emailNotSetUp
    case emailSendFailed(String), emailConfirmation, emailConfirmed(String), verifyLinkExpired, verifyLinkUnusable
    case thisDevice, enablePushHere, pushUnsupported, pushBlocked, pushFailed, pushDevices, noPushDevices, lastDelivered(String)
    case mailServer, mailServerHint, smtpHost, smtpPort, smtpSecurity, smtpSecurityName(MailServerSettings.Security)
    case smtpUsername, smtpPassword, smtpPasswordHint, smtpFrom, sendTestEmail, testEmailSent(String)
    case deliveryLog, deliveryLogHint, noFailedDeliveries

    // Modules, each with its own strings
    case planner(PlannerText)
    case chores(ChoresText)
    case nameDays(NameDayText)
    case meals(MealsText)
    case today(TodayText)
    case phrasebook(PhrasebookText)
    case signIn(SignInText)
    case calendarConnect(CalendarConnectText)
    case calendarSetup(CalendarSetupText)

    // Errors
    case formHasErrors, fieldProblem(FieldProblem)
    case errorInvalidInput, errorNotFound, errorForbidden, errorUnauthenticated, errorRateLimited, errorCSRF
    case errorMalformed, errorTooLarge, errorMethodNotAllowed, errorInternal
}
