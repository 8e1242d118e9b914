/** Chooses the remote for the current path (filled in by the federation work). */
export function RemoteSwitch() {
  return null
}
