// Struct members whose type is defined in place, as C-style kernels write them: an unnamed
// struct member, a named nested struct used as `Cell::Stats` in the kernel, and an enum defined
// in the member declaration whose enumerators are written `Cell::HOT`. The definitions belong
// to the enclosing struct; they must not be hoisted out of it.
struct Cell__pos {
  float x;
  float y;
};

struct Cell__Stats {
  float sum;
  int count;
};

enum Cell__Kind {
  Cell__COLD,
  Cell__HOT
};

struct Cell {
  struct Cell__pos pos;
  struct Cell__Stats stats;
  enum Cell__Kind kind;
};

float weight(const struct Cell c) {
  return c.kind == 1 ? 2.0f : 1.0f;
}

__kernel __attribute__((reqd_work_group_size(16, 1, 1))) void _occa_structMemberTypes_0(const int n, __global const float *in, __global float *out) {
  {
    int _occa_tiled_i = 0 + (16 * get_group_id(0));
    {
      int i = _occa_tiled_i + get_local_id(0);
      if (i < n) {
        struct Cell c;
        c.pos.x = in[i];
        c.pos.y = 0.5f * in[i];
        struct Cell__Stats s;
        s.sum = c.pos.x + c.pos.y;
        s.count = i % 3;
        c.stats = s;
        c.kind = i % 2 == 0 ? 1 : 0;
        out[i] = weight(c) * c.stats.sum + (float)c.stats.count;
      }
    }
  }
}
