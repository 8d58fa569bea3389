import DomovCore
import DomovOutbound
import Foundation

extension DeliveryMessages {
    /// A meeting invitation or cancellation in the organizer's language (the guest's is unknown),
    /// with the time in the meeting's own zone and the iTIP attachment that calendar apps act
    /// on. It comes from the server's address in the organizer's name, and replies go to them.
    /// The Message-ID is the invitation's, so a resend after a crash is the same message.
    func invitationEmail(_ invitation: MeetingInvitation, from server: MailAddress, now: Date) -> MailMessage {
        let zone = TimeZone(identifier: invitation.timeZoneIdentifier) ?? .gmt
        let shortWhen = invitation.startsAt.map { invitation.isAllDay ? t.date($0, in: zone) : t.dateTime($0, in: zone) } ?? ""
        // Guests may live elsewhere: the body names the meeting's zone.
        let when = invitation.isAllDay || shortWhen.isEmpty ? shortWhen : "\(shortWhen) (\(zone.identifier))"
        let organizer = user.displayName.isEmpty ? user.email : user.displayName
        let isCancel = invitation.method == .cancel
        let lead =
            isCancel
            ? t(.invitationCancelledBody(organizer: organizer, title: invitation.title))
            : t(.invitationBody(organizer: organizer, title: invitation.title))
        var details: [String] = []
        if !when.isEmpty { details.append("\(t(.invitationWhen)): \(when)") }
        if !invitation.location.isEmpty { details.append("\(t(.invitationWhere)): \(invitation.location)") }
        let paragraphs = [lead] + details + (isCancel ? [] : [t(.invitationHowToAnswer)])
        let subject =
            isCancel
            ? t(.invitationCancelledSubject(title: invitation.title, when: shortWhen))
            : t(.invitationSubject(title: invitation.title, when: shortWhen))
        return MailMessage(
            from: MailAddress(server.address, displayName: "\(organizer) (Domov)") ?? server,
            to: [MailAddress(invitation.recipient, displayName: invitation.recipientName.isEmpty ? nil : invitation.recipientName)]
                .compactMap { $0 },
            replyTo: MailAddress(user.email, displayName: organizer),
            subject: subject, date: now, timeZone: zone, messageID: "<\(invitation.id)@\(server.domain)>",
            textBody: paragraphs.joined(separator: "\n\n") + "\n",
            htmlBody: Self.html(paragraphs: paragraphs, action: nil, footer: .empty),
            calendarInvitation: CalendarInvitation(
                ics: invitation.ics, method: invitation.method.rawValue,
                filename: isCancel ? "cancel.ics" : "invite.ics")
        )
    }
}
