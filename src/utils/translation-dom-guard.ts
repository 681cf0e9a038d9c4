/**
 * Page translation (Google's widget, Chrome's built-in translator) moves text nodes into <font>
 * elements that React does not know about. React's later removeChild/insertBefore on the old
 * parent then throws and the whole page goes blank (facebook/react#11538). These guards make
 * both calls work on the node's real position instead of throwing.
 */
export function installTranslationDomGuard(proto: Node = Node.prototype) {
  const target = proto as Node & { __translationGuard?: boolean };
  if (target.__translationGuard) return;
  target.__translationGuard = true;
  const removeChild = proto.removeChild;
  const insertBefore = proto.insertBefore;

  proto.removeChild = function guardedRemoveChild<T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) {
      child.parentNode?.removeChild(child);
      return child;
    }
    return removeChild.call(this, child) as T;
  };

  proto.insertBefore = function guardedInsertBefore<T extends Node>(this: Node, node: T, ref: Node | null): T {
    if (ref && ref.parentNode !== this) {
      // Insert before the wrapper that now holds the reference node, or at the end.
      let holder: Node | null = ref;
      while (holder && holder.parentNode !== this) holder = holder.parentNode;
      return insertBefore.call(this, node, holder) as T;
    }
    return insertBefore.call(this, node, ref) as T;
  };
}
