import Foundation

extension ICalComponent {
    /// `serialized()` in pieces, in order: the opening line with the component's own
    /// properties, each subcomponent whole, then the closing line. Joined they are exactly
    /// `serialized()`; each piece ends a line. A feed of a whole household is written out piece
    /// by piece, so its text is never held whole (issue 23: memory per request is bounded).
    public var serializedPieces: LazyMapSequence<Range<Int>, String> {
        (0..<components.count + 2).lazy.map { [self] index in
            var out = ""
            switch index {
            case 0:
                ICalFolding.appendFolded("BEGIN:" + name, to: &out)
                for property in properties { ICalFolding.appendFolded(property.contentLine, to: &out) }
            case components.count + 1:
                ICalFolding.appendFolded("END:" + name, to: &out)
            default:
                components[index - 1].write(to: &out)
            }
            return out
        }
    }
}
