export interface Opportunity {
  id: number;
  slug: string;
  kind: "skeleton_crew" | "shadowing";
  title: string;
  summary: string;
  details: string[];
  isOpen: boolean;
}
