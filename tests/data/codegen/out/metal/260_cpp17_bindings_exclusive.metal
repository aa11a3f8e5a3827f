#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// C++17 forms on `@exclusive` and `@shared` data inside `@inner` bodies: structured bindings
// of an `@exclusive` struct (by copy and by reference, writing through the reference), of a
// `@shared` array row (`auto &[a, b, c] = row`), `if` and `switch` with initialisers reading
// `@exclusive` values, range-`for` over an `@exclusive` array by reference and over a `@shared`
// row by value, a reference to an `@exclusive` element, copies of an `@exclusive` struct
// holding an array. The host rewrites each name into a per-work-item element.
struct Pair {
  int first;
  int second;
};

struct Box {
  int v[3];
};

kernel void _occa_cppBindings_0(constant int &n [[buffer(0)]], device int *out [[buffer(1)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup int rows[4][3];
  {
    int g = 0 + _occa_group_position.x;
    Pair p;
    int arr[3];
    Box box;
    {
      int t = 0 + _occa_thread_position.x;
      p = Pair{t, g};
      thread auto &[f, s] = p;
      f += 10;
      s *= 2;
      for (thread int &x : arr) {
        x = t;
      }
      int i = 0;
      for (thread int &x : arr) {
        x += i++;
      }
      rows[t][0] = t;
      rows[t][1] = 2 * t;
      rows[t][2] = 3 * t;
      box = Box{{arr[0], arr[1], arr[2]}};
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int t = 0 + _occa_thread_position.x;
      auto [f, s] = p;
      threadgroup auto &[a, b, c] = rows[3 - t];
      thread int &first = arr[0];
      first += 1;
      int sum = 0;
      for (int x : rows[t]) {
        sum += x;
      }
      int code = 0;
      {
        const int d = f - s;
        if (d > 10) {
          code = d;
        } else {
          code = -d;
        }
      }
      {
        const int m = box.v[2] % 3;
        switch (m) {
          case 0:
            code += 1000;
            break;
          default:
            code += 2000 * m;
        }
      }
      Box copy = box;
      copy.v[0] = -1;
      out[(g * 4 + t) * 6 + 0] = f * 100 + s;
      out[(g * 4 + t) * 6 + 1] = a + b * 10 + c * 100;
      out[(g * 4 + t) * 6 + 2] = first + arr[0] * 10;
      out[(g * 4 + t) * 6 + 3] = sum;
      out[(g * 4 + t) * 6 + 4] = code;
      out[(g * 4 + t) * 6 + 5] = box.v[0] + copy.v[0] * 10 + copy.v[1] * 100;
    }
  }
}
