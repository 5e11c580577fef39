/** 'CULTIVO' reads as 'Cultivo'; short acronyms and mixed-case names stay as they are. */
export function categoryLabel(name: string): string {
  if (name.length <= 3 || name !== name.toUpperCase()) return name;
  return name.charAt(0) + name.slice(1).toLocaleLowerCase('es-AR');
}
